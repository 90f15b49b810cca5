-- The registration e-mail goes out once per finished registration: the claim says yes once, only for a finished
-- registration, records the finish in the owner's notifications, and owners reach none of it.
begin;
create extension if not exists pgtap with schema extensions;
select plan(11);

\ir helpers/owners.psql

call tests.as_owner('ana');
insert into public.profiles (user_id, full_name, document, document_type, birth_date, phone)
values (tests.user_id('ana'), 'Ana Teste', '529.982.247-25', 'cpf', '1988-04-12', '(11) 98765-4321')
on conflict (user_id) do update set full_name = excluded.full_name, document = excluded.document,
  birth_date = excluded.birth_date, phone = excluded.phone;

select throws_ok($$ select public.claim_registration_email(tests.user_id('ana')) $$, '42501', null,
  'an owner cannot claim the registration e-mail');
select throws_ok($$ select * from public.registration_emails $$, '42501', null, 'nor read the record');

call tests.as_service_role();
select is((select finished from public.registration_finished(tests.user_id('ana'))), false,
  'personal data alone is not a finished registration');
select throws_ok($$ select public.claim_registration_email(tests.user_id('ana')) $$, 'P0001',
  'O cadastro ainda não foi finalizado.', 'an unfinished registration gets no e-mail');

update public.profiles set address_cep = '01310-100', address_street = 'Avenida Paulista', address_number = '1000',
  address_neighborhood = 'Bela Vista', address_city = 'São Paulo', address_state = 'SP',
  bank_name = 'Nubank', bank_agency = '0001', bank_account = '12345-6', terms_accepted = true
where user_id = tests.user_id('ana');
select is((select finished from public.registration_finished(tests.user_id('ana'))), true,
  'every group and the terms make a finished registration');

select is(public.claim_registration_email(tests.user_id('ana')), true, 'the first claim sends');
select is(public.claim_registration_email(tests.user_id('ana')), false, 'the second sends nothing');
select is((select count(*)::int from public.notifications
  where user_id = tests.user_id('ana') and type = 'completion' and title = 'Cadastro finalizado'), 1,
  'the finish is in the notifications centre once');

select lives_ok($$ select public.release_registration_email(tests.user_id('ana')) $$, 'a failed send is forgotten');
select is((select count(*)::int from public.notifications
  where user_id = tests.user_id('ana') and title = 'Cadastro finalizado'), 0, 'with its notification');
select is(public.claim_registration_email(tests.user_id('ana')), true, 'so the next finish sends it');

select * from finish();
rollback;
