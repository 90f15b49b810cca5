-- Property photos: the private bucket and its policies on storage.objects, and the property_photos
-- table (owner's rows only, names that match the row, one main photo, at most 20 in the gallery).
begin;
create extension if not exists pgtap with schema extensions;
select plan(37);

\ir helpers/owners.psql

create function tests.photo_name(p_user text, p_property text, p_file text) returns text
language sql stable set search_path = '' as $$
  select tests.user_id(p_user) || '/' || tests.property_id(p_property) || '/' || p_file;
$$;
grant execute on function tests.photo_name(text, text, text) to anon, authenticated, service_role;

-- A photo row of Ana's draft named after its id, as the client names the files.
create function tests.add_photo(p_property text, p_is_main boolean default false, p_position integer default 0) returns uuid
language plpgsql set search_path = '' as $$
declare
  v_id uuid := gen_random_uuid();
begin
  insert into public.property_photos (id, property_id, path, thumbnail_path, is_main, position, width, height, bytes)
  values (v_id, tests.property_id(p_property), tests.photo_name('ana', p_property, v_id || '.jpg'),
    tests.photo_name('ana', p_property, 'thumbs/' || v_id || '.jpg'), p_is_main, p_position, 2560, 1920, 800000);
  return v_id;
end;
$$;
grant execute on function tests.add_photo(text, boolean, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The bucket.
select results_eq(
  $$select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'property-photos'$$,
  $$values (false, 10485760::bigint, array['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])$$,
  'property-photos is private, 10 MB a file, images only');

select policies_are('storage', 'objects', array[
  'owner reads own property photos', 'owner uploads own property photos',
  'owner replaces own property photos', 'owner removes own property photos',
  'owner reads own message photos', 'owner uploads own message photos'],
  'storage.objects has exactly the property-photos policies and those of message-photos (0014)');

select ok((select relrowsecurity from pg_class where oid = 'storage.objects'::regclass), 'storage.objects has row-level security');

-- ---------------------------------------------------------------------------------------------
-- Storage policies, as the Storage API applies them (the caller's role and claims).
call tests.as_owner('ana');
select lives_ok(
  format($$insert into storage.objects (bucket_id, name, owner_id) values ('property-photos', %L, %L)$$,
    tests.photo_name('ana', 'Rascunho da Ana', 'sala.jpg'), tests.user_id('ana')),
  'Ana uploads into her own folder of her draft');

select lives_ok(
  format($$insert into storage.objects (bucket_id, name) values ('property-photos', %L)$$,
    tests.photo_name('ana', 'Casa Ativa', 'thumbs/fachada.jpg')),
  'and into the thumbnails of her active property');

select throws_ok(
  format($$insert into storage.objects (bucket_id, name) values ('property-photos', %L)$$,
    tests.photo_name('bruno', 'Casa do Bruno', 'intrusa.jpg')),
  '42501', 'new row violates row-level security policy for table "objects"',
  'Ana cannot upload into Bruno''s folder');

select throws_ok(
  format($$insert into storage.objects (bucket_id, name) values ('property-photos', %L)$$,
    tests.user_id('ana') || '/' || tests.property_id('Casa do Bruno') || '/intrusa.jpg'),
  '42501', 'new row violates row-level security policy for table "objects"',
  'nor into her own folder under Bruno''s property');

select throws_ok(
  format($$insert into storage.objects (bucket_id, name) values ('property-photos', %L)$$,
    tests.user_id('ana') || '/avulsa.jpg'),
  '42501', 'new row violates row-level security policy for table "objects"',
  'nor outside a property folder');

select throws_ok(
  format($$insert into storage.objects (bucket_id, name) values ('property-photos', %L)$$,
    tests.user_id('ana') || '/nao-e-uuid/foto.jpg'),
  '42501', 'new row violates row-level security policy for table "objects"',
  'nor under a folder that is no property id');

select is((select count(*)::int from storage.objects), 2, 'Ana sees her two objects');

call tests.as_owner('bruno');
select is((select count(*)::int from storage.objects), 0, 'Bruno sees none of Ana''s objects');
with changed as (update storage.objects set name = replace(name, 'sala', 'roubada') returning 1)
select is(count(*)::int, 0, 'Bruno cannot rename or overwrite Ana''s objects') from changed;
set local storage.allow_delete_query = 'true';
with removed as (delete from storage.objects returning 1)
select is(count(*)::int, 0, 'nor delete them, even through the Storage API') from removed;

call tests.as_anon();
select is((select count(*)::int from storage.objects), 0, 'anon sees no object');
select throws_ok(
  format($$insert into storage.objects (bucket_id, name) values ('property-photos', %L)$$,
    tests.photo_name('ana', 'Rascunho da Ana', 'anonima.jpg')),
  '42501', 'new row violates row-level security policy for table "objects"',
  'anon uploads nothing');

call tests.as_owner('ana');
set local storage.allow_delete_query = '';
select throws_ok(
  $$delete from storage.objects where bucket_id = 'property-photos'$$,
  '42501', 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  'a delete outside the Storage API is refused, so no file loses its row');
set local storage.allow_delete_query = 'true';
with removed as (delete from storage.objects where name like '%/sala.jpg' returning 1)
select is(count(*)::int, 1, 'through the Storage API Ana removes her own object') from removed;

call tests.as_service_role();
select is((select count(*)::int from storage.objects), 1, 'the service role sees every object');

-- ---------------------------------------------------------------------------------------------
-- property_photos.
call tests.as_owner('ana');
set constraints public.check_property_gallery immediate;

select lives_ok($$select tests.add_photo('Rascunho da Ana', true)$$, 'Ana records the main photo of her draft');
select lives_ok($$select tests.add_photo('Casa Ativa', false, 0)$$, 'and a gallery photo of her active property');

select throws_ok($$select tests.add_photo('Rascunho da Ana', true)$$, '23505', null, 'a property has one main photo');

select throws_ok(
  format($$insert into public.property_photos (id, property_id, path, thumbnail_path)
    values (gen_random_uuid(), %L, %L, %L)$$,
    tests.property_id('Rascunho da Ana'), tests.photo_name('ana', 'Rascunho da Ana', 'outro-nome.jpg'),
    tests.photo_name('ana', 'Rascunho da Ana', 'thumbs/outro-nome.jpg')),
  '23514', null, 'the paths must name the photo''s own files');

select throws_ok(
  format($$insert into public.property_photos (id, property_id, user_id, path, thumbnail_path) values (%L, %L, %L, %L, %L)$$,
    '33333333-3333-4333-8333-333333333333', tests.property_id('Casa do Bruno'), tests.user_id('ana'),
    tests.user_id('ana') || '/' || tests.property_id('Casa do Bruno') || '/33333333-3333-4333-8333-333333333333.jpg',
    tests.user_id('ana') || '/' || tests.property_id('Casa do Bruno') || '/thumbs/33333333-3333-4333-8333-333333333333.jpg'),
  '42501', 'new row violates row-level security policy for table "property_photos"',
  'Ana cannot add a photo to Bruno''s property');

select lives_ok(
  $$do $d$ begin for i in 2..20 loop perform tests.add_photo('Rascunho da Ana', false, i - 2); end loop; end $d$;$$,
  'and fills the draft''s gallery');
select lives_ok($$select tests.add_photo('Rascunho da Ana', false, 18)$$, 'up to 20 photos');
select throws_ok($$select tests.add_photo('Rascunho da Ana', false, 20)$$, 'P0001', 'A galeria aceita no máximo 20 fotos.',
  'the 21st gallery photo is refused with the wizard''s message');
select throws_ok(
  $$update public.property_photos set is_main = false where is_main and property_id = tests.property_id('Rascunho da Ana')$$,
  'P0001', 'A galeria aceita no máximo 20 fotos.', 'demoting the main photo into a full gallery is refused too');

-- As in a request: the gallery is judged when the transaction ends.
set constraints public.check_property_gallery deferred;
select lives_ok(
  $$select public.set_main_property_photo((select id from public.property_photos
     where property_id = tests.property_id('Rascunho da Ana') and not is_main order by position limit 1))$$,
  'a gallery photo becomes the main photo, the old main photo takes its place');
select lives_ok($$set constraints public.check_property_gallery immediate$$, 'and the full gallery is still within the limit');
select results_eq(
  $$select count(*) filter (where is_main)::int, count(*) filter (where not is_main)::int
    from public.property_photos where property_id = tests.property_id('Rascunho da Ana')$$,
  $$values (1, 20)$$, 'still one main photo and 20 in the gallery');

select throws_ok(
  $$update public.property_photos set property_id = tests.property_id('Casa Ativa') where property_id = tests.property_id('Rascunho da Ana') and is_main$$,
  'P0001', 'Uma foto não pode mudar de propriedade nem de arquivo. Remova-a e envie de novo.',
  'a photo does not move to another property');
select lives_ok(
  $$update public.property_photos set position = position + 1 where property_id = tests.property_id('Rascunho da Ana') and not is_main$$,
  'Ana reorders her gallery');

call tests.as_owner('bruno');
select is((select count(*)::int from public.property_photos), 0, 'Bruno sees none of Ana''s photos');
with changed as (update public.property_photos set position = 99 returning 1)
select is(count(*)::int, 0, 'and changes none') from changed;
select throws_ok($$select public.set_main_property_photo((select id from public.property_photos limit 1))$$, 'P0001', 'Foto não encontrada.',
  'nor can he pick a main photo among them');

call tests.as_anon();
select throws_ok($$select count(*) from public.property_photos$$, '42501', null, 'anon reads no photo');

call tests.as_owner('ana');
delete from public.properties where property_name = 'Rascunho da Ana';
select is((select count(*)::int from public.property_photos), 1, 'deleting the draft deletes its photo rows');

select * from finish();
rollback;
