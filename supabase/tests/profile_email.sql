-- A profile's e-mail is its owner's login e-mail: filled on every write, kept when the login changes.
begin;
create extension if not exists pgtap with schema extensions;
select plan(4);

\ir helpers/owners.psql

call tests.as_owner('ana');
insert into public.profiles (user_id, full_name) values (tests.user_id('ana'), 'Ana Teste');
select is((select email from public.profiles), 'ana.pgtap@teste.com.br', 'saved without an e-mail, the profile carries the login e-mail');

update public.profiles set email = 'outra@exemplo.com';
select is((select email from public.profiles), 'ana.pgtap@teste.com.br', 'an owner cannot give the profile another e-mail');

update public.profiles set email = null, phone = '(11) 98765-4321';
select is((select email from public.profiles), 'ana.pgtap@teste.com.br', 'nor clear it');

call tests.as_postgres();
update auth.users set email = 'ana.nova@teste.com.br' where id = tests.user_id('ana');
select is((select email from public.profiles where user_id = tests.user_id('ana')), 'ana.nova@teste.com.br',
  'a changed login e-mail reaches the profile');

select * from finish();
rollback;
