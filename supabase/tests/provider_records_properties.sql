-- Properties: the owner registers and edits them; review and activation are the provider's.
begin;
create extension if not exists pgtap with schema extensions;
select plan(22);

\ir helpers/owners.psql

call tests.as_owner('ana');

-- Refused: the review state.
select throws_ok(
  $$update public.properties set is_verified = true where property_name = 'Casa em Análise'$$,
  '42501', 'A aprovação da propriedade é feita pela nossa equipe, depois da sessão de fotos.',
  'the owner cannot approve her own property awaiting review');

select throws_ok(
  $$update public.properties set is_verified = false where property_name = 'Casa Ativa'$$,
  '42501', 'A aprovação da propriedade é feita pela nossa equipe, depois da sessão de fotos.',
  'the owner cannot take her active property off the platforms by unverifying it');

select throws_ok(
  $$insert into public.properties (property_name, location_type, property_type, address_street, address_number,
      address_city, address_state, address_postal_code, bedrooms, bathrooms, guest_capacity, is_draft, is_verified)
    values ('Casa Já Aprovada', 'campo', 'casa', 'Estrada Velha', 'km 3', 'Cunha', 'SP', '12530-000', 3, 2, 6, false, true)$$,
  '42501', 'A aprovação da propriedade é feita pela nossa equipe, depois da sessão de fotos.',
  'the owner cannot insert a property already approved');

select bag_eq(
  $$select property_name, is_draft, is_verified from public.properties$$,
  $$values ('Casa Ativa'::text, false, true), ('Casa em Análise', false, false), ('Rascunho da Ana', true, false)$$,
  'her properties keep their review state');

-- Allowed: profile and the dashboard's owner record.
select lives_ok(
  $$insert into public.profiles (full_name, email, phone, document, document_type)
    values ('Ana Lima', 'ana.pgtap@teste.com.br', '(24) 99999-0000', '529.982.247-25', 'cpf')$$,
  'the owner creates her profile');

select lives_ok(
  $$update public.profiles set full_name = 'Ana Lima Souza', address_city = 'Paraty'$$,
  'the owner updates her profile');

select results_eq(
  $$select full_name, address_city, user_id from public.profiles$$,
  format($$values ('Ana Lima Souza'::text, 'Paraty'::text, %L::uuid)$$, tests.user_id('ana')),
  'her profile holds what she wrote');

select lives_ok(
  $$insert into public.owners (name, email) values ('Ana Lima', 'ana.pgtap@teste.com.br')$$,
  'the owner creates her owner record');

-- Allowed: properties, drafts and ordinary fields.
select lives_ok(
  $$insert into public.properties (property_name, location_type, property_type, address_street, address_number,
      address_city, address_state, address_postal_code, bedrooms, bathrooms, guest_capacity, is_draft, is_verified)
    values ('Chalé na Serra', 'montanha', 'casa', 'Estrada do Alto', '120', 'Campos do Jordão', 'SP', '12460-000',
      2, 2, 5, false, false)$$,
  'the owner inserts a finished property awaiting review');

select lives_ok(
  $$update public.properties
    set description = 'Vista para o vale.', bedrooms = 3, amenities = array['wifi', 'lareira'],
        owner_id = (select id from public.owners)
    where property_name = 'Chalé na Serra'$$,
  'the owner edits the ordinary fields of her finished property');

select lives_ok(
  $$update public.properties set address_complement = 'Casa 2', guest_capacity = 5 where property_name = 'Casa Ativa'$$,
  'the owner edits the ordinary fields of her active property');

select lives_ok(
  $$delete from public.properties where property_name = 'Rascunho da Ana'$$,
  'the owner deletes her draft');

select lives_ok(
  $$insert into public.properties (property_name, is_draft, is_verified) values ('Novo Rascunho', true, false)$$,
  'the owner starts a new draft');

select lives_ok(
  $$update public.properties set property_name = 'Apartamento Centro', property_type = 'apartamento' where property_name = 'Novo Rascunho'$$,
  'the owner edits her draft');

select bag_eq(
  $$select property_name, is_draft, is_verified, bedrooms, description from public.properties
    where property_name in ('Chalé na Serra', 'Apartamento Centro')$$,
  $$values ('Apartamento Centro'::text, true, false, null::integer, null::text),
           ('Chalé na Serra', false, false, 3, 'Vista para o vale.')$$,
  'her new properties hold what she wrote and await review');

-- Refused: a finished property back to draft (she has no other draft now, so the one-draft rule
-- is not what answers), deleting a finished property, and an owner record that is not hers.
select lives_ok(
  $$update public.properties
    set location_type = 'capital', address_street = 'Rua Direita', address_number = '45', address_city = 'São Paulo',
        address_state = 'SP', address_postal_code = '01002-000', bedrooms = 1, bathrooms = 1, guest_capacity = 2,
        is_draft = false
    where property_name = 'Apartamento Centro'$$,
  'the owner finishes her draft');

select throws_ok(
  $$update public.properties set is_draft = true where property_name = 'Casa em Análise'$$,
  '42501', 'Uma propriedade finalizada não pode voltar a ser rascunho.',
  'a finished property does not go back to draft');

select throws_ok(
  $$delete from public.properties where property_name = 'Casa em Análise'$$,
  'P0001', 'Propriedades finalizadas não podem ser removidas.',
  'a finished property is not deleted');

call tests.as_owner('bruno');
select lives_ok(
  $$insert into public.owners (name) values ('Bruno Dias')$$,
  'another owner has his owner record');
call tests.as_owner('ana');

select throws_ok(
  format($$update public.properties set owner_id = %L where property_name = 'Chalé na Serra'$$,
    tests.owner_record_id('bruno')),
  '42501', 'Proprietário inválido para esta propriedade.',
  'the owner cannot attach another owner''s record to her property');

call tests.as_postgres();

select bag_eq(
  $$select property_name, is_draft, is_verified from public.properties
    where user_id = tests.user_id('ana')$$,
  $$values ('Apartamento Centro'::text, false, false), ('Casa Ativa', false, true), ('Casa em Análise', false, false),
           ('Chalé na Serra', false, false)$$,
  'in the end: one active property, three awaiting review, no draft');

select is(
  (select address_complement from public.properties where property_name = 'Casa Ativa'),
  'Casa 2',
  'the active property kept the owner''s edit');

select * from finish();
rollback;
