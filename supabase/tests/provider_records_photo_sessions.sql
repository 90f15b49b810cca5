-- Photo sessions: the owner books one (pending), reschedules it once and cancels it with a reason;
-- confirming, naming the photographer and completing are the provider's.
begin;
create extension if not exists pgtap with schema extensions;
select plan(27);

\ir helpers/owners.psql

call tests.as_owner('ana');

-- Refused, on her pending session of 'Casa em Análise'.
select throws_ok(
  $$update public.photo_sessions set status = 'completed' where id = tests.session_id('Casa em Análise')$$,
  '42501', 'O status da sessão de fotos é atualizado pela nossa equipe.',
  'the owner cannot mark her session completed');

select throws_ok(
  $$update public.photo_sessions set status = 'confirmed' where id = tests.session_id('Casa em Análise')$$,
  '42501', 'O status da sessão de fotos é atualizado pela nossa equipe.',
  'the owner cannot confirm her session');

select throws_ok(
  $$update public.photo_sessions set status = 'confirmed', date = date + 3 where id = tests.session_id('Casa em Análise')$$,
  '42501', 'O status da sessão de fotos é atualizado pela nossa equipe.',
  'the owner cannot confirm her session while moving it');

select throws_ok(
  $$update public.photo_sessions set photographer = 'Fotógrafo Amigo' where id = tests.session_id('Casa em Análise')$$,
  '42501', 'O fotógrafo é definido pela nossa equipe.',
  'the owner cannot choose the photographer');

select throws_ok(
  $$update public.photo_sessions set cancellation_reason = 'Talvez eu cancele' where id = tests.session_id('Casa em Análise')$$,
  '42501', 'O motivo só pode ser informado ao cancelar a sessão.',
  'the owner cannot write a cancellation reason without cancelling');

select throws_ok(
  $$update public.photo_sessions set property_id = tests.property_id('Rascunho da Ana') where id = tests.session_id('Casa em Análise')$$,
  '42501', 'A sessão de fotos não pode ser transferida para outra propriedade.',
  'the owner cannot move her session to another of her properties');

select throws_ok(
  $$delete from public.photo_sessions where id = tests.session_id('Casa em Análise')$$,
  '42501', 'permission denied for table photo_sessions',
  'the owner cannot delete her session (she cancels it instead)');

select results_eq(
  $$select status, photographer, reschedule_count, date, cancellation_reason from public.photo_sessions
    where id = tests.session_id('Casa em Análise')$$,
  $$values ('pending'::text, null::text, 0, tests.day(4, 14), null::text)$$,
  'after the refusals her session is still pending, as booked');

-- Refused, on her completed session of 'Casa Ativa'.
select throws_ok(
  $$update public.photo_sessions set notes = 'Faltou a piscina' where id = tests.session_id('Casa Ativa')$$,
  '42501', 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.',
  'a completed session is not changed by the owner');

select throws_ok(
  $$update public.photo_sessions set status = 'cancelled', cancellation_reason = 'Não gostei'
    where id = tests.session_id('Casa Ativa')$$,
  '42501', 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.',
  'a completed session is not cancelled by the owner');

-- Booking: a new session starts pending, with no photographer or reason.
do $$ begin perform tests.new_property('Casa Nova'); end $$;

select throws_ok(
  $$insert into public.photo_sessions (property_id, date, time_slot, status)
    values (tests.property_id('Casa Nova'), tests.day(5, 10), 'morning_08', 'confirmed')$$,
  '42501', 'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.',
  'the owner cannot book a session already confirmed');

select throws_ok(
  $$insert into public.photo_sessions (property_id, date, time_slot, status)
    values (tests.property_id('Casa Nova'), tests.day(5, 10), 'morning_08', 'completed')$$,
  '42501', 'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.',
  'the owner cannot book a session already completed');

select throws_ok(
  $$insert into public.photo_sessions (property_id, date, time_slot, photographer)
    values (tests.property_id('Casa Nova'), tests.day(5, 10), 'morning_08', 'Fotógrafo Amigo')$$,
  '42501', 'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.',
  'the owner cannot book a session with a photographer of her choice');

select lives_ok(
  $$insert into public.photo_sessions (property_id, date, time_slot, status, notes)
    values (tests.property_id('Casa Nova'), tests.day(5, 10), 'morning_08', 'pending', 'Chave com o porteiro')$$,
  'the owner books a pending session');

select lives_ok(
  $$update public.photo_sessions set notes = 'Chave na portaria', address_complement = 'Fundos'
    where id = tests.session_id('Casa Nova')$$,
  'the owner edits the notes and address of her session');

-- One reschedule: moving the date counts, whatever the client sends as status or counter.
select lives_ok(
  $$update public.photo_sessions set date = tests.day(5, 17), time_slot = 'afternoon_13', reschedule_count = 0
    where id = tests.session_id('Casa Nova')$$,
  'the owner reschedules her session');

select results_eq(
  $$select status, reschedule_count, date, time_slot, notes from public.photo_sessions where id = tests.session_id('Casa Nova')$$,
  $$values ('rescheduled'::text, 1, tests.day(5, 17), 'afternoon_13'::text, 'Chave na portaria'::text)$$,
  'the session is rescheduled once, on the new date and slot');

select throws_ok(
  $$update public.photo_sessions set date = tests.day(5, 24) where id = tests.session_id('Casa Nova')$$,
  'P0001', 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.',
  'a second reschedule is refused');

-- Cancelling needs a reason.
select throws_ok(
  $$update public.photo_sessions set status = 'cancelled' where id = tests.session_id('Casa Nova')$$,
  'P0001', 'Informe o motivo do cancelamento.',
  'cancelling without a reason is refused');

select throws_ok(
  $$update public.photo_sessions set status = 'cancelled', cancellation_reason = '   ' where id = tests.session_id('Casa Nova')$$,
  'P0001', 'Informe o motivo do cancelamento.',
  'cancelling with a blank reason is refused');

select lives_ok(
  $$update public.photo_sessions set status = 'cancelled', cancellation_reason = 'Obra no banheiro'
    where id = tests.session_id('Casa Nova')$$,
  'the owner cancels her session with a reason');

select results_eq(
  $$select status, cancellation_reason, photographer from public.photo_sessions where id = tests.session_id('Casa Nova')$$,
  $$values ('cancelled'::text, 'Obra no banheiro'::text, null::text)$$,
  'the session is cancelled with her reason');

select throws_ok(
  $$update public.photo_sessions set status = 'pending', cancellation_reason = null where id = tests.session_id('Casa Nova')$$,
  '42501', 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.',
  'a cancelled session is not brought back');

select lives_ok(
  $$insert into public.photo_sessions (property_id, date, time_slot)
    values (tests.property_id('Casa Nova'), tests.day(6, 2), 'morning_08')$$,
  'after cancelling, the owner books a new session for the property');

-- Another owner's session is out of reach.
call tests.as_owner('bruno');

select lives_ok(
  $$update public.photo_sessions set status = 'cancelled', cancellation_reason = 'Cancelado por outro'
    where id = tests.session_id('Casa em Análise')$$,
  'another owner''s update reaches no row');

call tests.as_postgres();

select bag_eq(
  $$select p.property_name, s.status, s.reschedule_count from public.photo_sessions s
    join public.properties p on p.id = s.property_id
    where s.user_id = tests.user_id('ana')$$,
  $$values ('Casa Ativa'::text, 'completed'::text, 0), ('Casa em Análise', 'pending', 0),
           ('Casa Nova', 'cancelled', 1), ('Casa Nova', 'pending', 0)$$,
  'in the end her sessions are exactly the ones she and the staff wrote');

select is(
  (select count(*)::integer from public.photo_sessions where status = 'completed' and user_id = tests.user_id('ana')),
  1,
  'only the staff completed a session');

select * from finish();
rollback;
