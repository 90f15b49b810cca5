-- Calendar, notifications and ratings: the owner blocks days for personal use, reads and clears her
-- notifications and rates her own completed photo session; booked days and notifications come from
-- the provider.
begin;
create extension if not exists pgtap with schema extensions;
select plan(28);

\ir helpers/owners.psql

call tests.as_owner('ana');

-- Calendar: booked days are the provider's.
select throws_ok(
  $$insert into public.calendar_events (property_id, date, type, title, source)
    values (tests.property_id('Casa Ativa'), tests.day(3, 20), 'booking', 'Reserva Airbnb', 'reservation')$$,
  '42501', 'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.',
  'the owner cannot add a booked day');

select throws_ok(
  $$insert into public.calendar_events (property_id, date, type, title, source)
    values (tests.property_id('Casa Ativa'), tests.day(3, 20), 'blocked', 'Importado', 'sync')$$,
  '42501', 'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.',
  'the owner cannot add a block as if it came from a channel');

select throws_ok(
  $$update public.calendar_events set title = 'Livre', date = tests.day(3, 21) where type = 'booking'$$,
  '42501', 'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.',
  'the owner cannot move or rename a booked day');

select throws_ok(
  $$delete from public.calendar_events where type = 'booking'$$,
  '42501', 'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.',
  'the owner cannot delete a booked day');

-- Calendar: personal blocks are hers (within 4 a month).
select lives_ok(
  $$insert into public.calendar_events (property_id, date, type, title, source)
    values (tests.property_id('Casa Ativa'), tests.soon(3, 5), 'blocked', 'Uso pessoal', 'manual'),
           (tests.property_id('Casa Ativa'), tests.soon(3, 6), 'blocked', 'Uso pessoal', 'manual')$$,
  'the owner blocks two days for personal use');

select results_eq(
  $$select monthly_used, monthly_limit, yearly_used from public.calendar_usage
    where property_id = tests.property_id('Casa Ativa') and month = extract(month from tests.soon(3, 5))$$,
  $$values (2, 4, 2)$$,
  'the month counts her two blocks');

select throws_ok(
  $$update public.calendar_events set type = 'booking' where date = tests.soon(3, 6)$$,
  '42501', 'Dias reservados são registrados pela nossa equipe; no calendário você bloqueia apenas dias de uso pessoal.',
  'the owner cannot turn her block into a booked day');

select lives_ok(
  $$delete from public.calendar_events where date = tests.soon(3, 6) and type = 'blocked'$$,
  'the owner removes one of her blocks');

select results_eq(
  $$select monthly_used from public.calendar_usage where property_id = tests.property_id('Casa Ativa') and month = extract(month from tests.soon(3, 5))$$,
  $$values (1)$$,
  'the month counts one block again');

select bag_eq(
  $$select date, type, title, source from public.calendar_events$$,
  $$values (tests.day(2, 10), 'booking'::text, 'Hóspede da Ana'::text, 'reservation'::text),
           (tests.soon(3, 5), 'blocked', 'Uso pessoal', 'manual')$$,
  'her calendar holds the provider''s booked day and her one block');

-- Notifications: written by the provider; she marks them read and deletes them.
select throws_ok(
  $$insert into public.notifications (type, title, message)
    values ('completion', 'Propriedade aprovada', 'Sua propriedade foi aprovada.')$$,
  '42501', 'permission denied for table notifications',
  'the owner cannot write herself a notification');

select throws_ok(
  $$update public.notifications set title = 'Propriedade aprovada' where title = 'Sessão de fotos concluída'$$,
  '42501', 'permission denied for table notifications',
  'the owner cannot change a notification''s title');

select throws_ok(
  $$update public.notifications set read = true, action = '{"label": "Abrir", "route": "/financeiro"}'
    where title = 'Propriedade ativa'$$,
  '42501', 'permission denied for table notifications',
  'the owner cannot change where a notification leads, not even while marking it read');

select lives_ok(
  $$update public.notifications set read = true where title = 'Propriedade ativa'$$,
  'the owner marks a notification read');

select lives_ok(
  $$delete from public.notifications where title = 'Sessão de fotos confirmada'$$,
  'the owner deletes a notification');

select bag_eq(
  $$select type, title, read from public.notifications$$,
  $$values ('photography'::text, 'Sessão de fotos concluída'::text, false), ('completion', 'Propriedade ativa', true)$$,
  'her notifications: the provider''s titles, one read, one deleted');

select lives_ok(
  $$insert into public.notification_settings (email_updates, push_notifications) values (true, false)$$,
  'the owner saves her notification settings');

select lives_ok(
  $$update public.notification_settings set email_updates = false, reminders = false$$,
  'the owner changes her notification settings');

select results_eq(
  $$select enabled, email_updates, push_notifications, reminders from public.notification_settings$$,
  $$values (true, false, false, false)$$,
  'her notification settings hold what she chose');

-- Ratings: only her own completed session, once.
select throws_ok(
  $$insert into public.user_ratings (related_entity_id, rating, comment)
    values (tests.session_id('Casa em Análise'), 5, 'Ótimo')$$,
  'P0001', 'Só é possível avaliar uma sessão de fotos concluída.',
  'the owner cannot rate a session that has not happened');

select throws_ok(
  $$insert into public.user_ratings (related_entity_id, rating) values (tests.session_id('Casa do Bruno'), 1)$$,
  'P0001', 'Só é possível avaliar uma sessão de fotos concluída.',
  'the owner cannot rate another owner''s session');

select throws_ok(
  $$insert into public.user_ratings (related_entity_id, rating) values (gen_random_uuid(), 4)$$,
  'P0001', 'Só é possível avaliar uma sessão de fotos concluída.',
  'the owner cannot rate something that is no session');

select lives_ok(
  $$insert into public.user_ratings (rating_type, related_entity_id, rating, comment, feedback_categories)
    values ('photo_session', tests.session_id('Casa Ativa'), 5, 'Fotos lindas', array['quality', 'punctuality'])$$,
  'the owner rates her completed session');

select throws_ok(
  $$insert into public.user_ratings (related_entity_id, rating) values (tests.session_id('Casa Ativa'), 1)$$,
  'P0001', 'Esta sessão de fotos já foi avaliada.',
  'the owner cannot rate the same session twice');

select lives_ok(
  $$update public.user_ratings set rating = 4, comment = 'Fotos lindas, atrasou um pouco'$$,
  'the owner edits her rating');

select throws_ok(
  $$update public.user_ratings set related_entity_id = tests.session_id('Casa em Análise')$$,
  'P0001', 'Só é possível avaliar uma sessão de fotos concluída.',
  'the owner cannot move her rating to a session that has not happened');

select results_eq(
  $$select related_entity_id, rating, comment from public.user_ratings$$,
  $$values (tests.session_id('Casa Ativa'), 4, 'Fotos lindas, atrasou um pouco'::text)$$,
  'she has one rating, of her completed session');

call tests.as_postgres();

select is(
  (select count(*)::integer from public.notifications where user_id = tests.user_id('ana')),
  2,
  'no notification was added by the owner');

select * from finish();
rollback;
