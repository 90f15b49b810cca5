-- The staff functions: only the service role may call them. With it, the staff walks a property
-- from awaiting review to active, a photo session from pending to completed (or cancelled),
-- records stays and payouts, and each step leaves the owner a notification.
begin;
create extension if not exists pgtap with schema extensions;
select plan(60);

\ir helpers/owners.psql

-- Refused for owners and anon, by privilege.
create temporary table staff_calls (name text, call text) on commit drop;
grant select on staff_calls to authenticated, anon;
insert into staff_calls values
  ('staff_approve_property', 'select public.staff_approve_property(gen_random_uuid())'),
  ('staff_confirm_photo_session', 'select public.staff_confirm_photo_session(gen_random_uuid(), ''Marina Souza'')'),
  ('staff_complete_photo_session', 'select public.staff_complete_photo_session(gen_random_uuid())'),
  ('staff_cancel_photo_session', 'select public.staff_cancel_photo_session(gen_random_uuid(), ''Chuva'')'),
  ('staff_record_reservations', 'select public.staff_record_reservations(''[]'')'),
  ('staff_record_payout', 'select public.staff_record_payout(gen_random_uuid())'),
  ('record_sample_reservations', 'select public.record_sample_reservations(gen_random_uuid(), ''[]'')');

call tests.as_owner('ana');
select throws_ok(call, '42501', format('permission denied for function %s', name), format('an owner cannot call %s', name))
from staff_calls order by name;

call tests.as_anon();
select throws_ok(call, '42501', format('permission denied for function %s', name), format('anon cannot call %s', name))
from staff_calls order by name;

call tests.as_postgres();
select is_empty(
  $$select p.oid::regprocedure from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and (p.proname like 'staff\_%' or p.proname = 'record_sample_reservations')
      and (has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('anon', p.oid, 'execute'))$$,
  'no staff function, present or added later, is executable by owners or anon');

-- The owner registers a property and books its photo session, then moves it once.
call tests.as_owner('ana');
do $$
begin
  perform tests.new_property('Chalé da Serra');
  perform tests.book_session('Chalé da Serra', tests.day(7, 8));
end;
$$;
update public.photo_sessions set date = tests.day(7, 9) where id = tests.session_id('Chalé da Serra');

-- Approval waits for the photos; drafts and unknown properties are refused.
call tests.as_service_role();

select throws_ok(
  $$select public.staff_approve_property(tests.property_id('Chalé da Serra'))$$,
  'P0001', 'A propriedade precisa de uma sessão de fotos concluída antes da aprovação.',
  'a property is not approved before its photo session is completed');

select throws_ok(
  $$select public.staff_approve_property(tests.property_id('Rascunho da Ana'))$$,
  'P0001', 'Rascunhos não podem ser aprovados: o cadastro ainda não foi finalizado.',
  'a draft is not approved');

select throws_ok(
  $$select public.staff_approve_property(gen_random_uuid())$$,
  'P0002', 'Propriedade não encontrada.',
  'an unknown property is reported');

-- Pending (here rescheduled by the owner) → confirmed, with the photographer.
select lives_ok(
  $$select public.staff_confirm_photo_session(tests.session_id('Chalé da Serra'), '  Marina Souza ')$$,
  'the staff confirms the rescheduled session');

select results_eq(
  $$select status, photographer, reschedule_count, date from public.photo_sessions where id = tests.session_id('Chalé da Serra')$$,
  $$values ('confirmed'::text, 'Marina Souza'::text, 1, tests.day(7, 9))$$,
  'the session is confirmed, with the photographer, on the owner''s new date');

select results_eq(
  $$select type, title, message, action from public.notifications
    where action ->> 'route' = '/sessao-fotos-confirmacao?sessionId=' || tests.session_id('Chalé da Serra')$$,
  $$values ('photography'::text, 'Sessão de fotos confirmada'::text,
    format('A sessão de fotos de Chalé da Serra está confirmada para %s (Manhã, 8h às 12h). Fotógrafo: Marina Souza. '
      'Nossa equipe entrará em contato 24h antes.', to_char(tests.day(7, 9), 'DD/MM/YYYY')),
    jsonb_build_object('label', 'Ver sessão', 'route', '/sessao-fotos-confirmacao?sessionId=' || tests.session_id('Chalé da Serra')))$$,
  'the owner is told the session is confirmed, with a link to it');

-- Confirmed → completed.
select lives_ok(
  $$select public.staff_complete_photo_session(tests.session_id('Chalé da Serra'))$$,
  'the staff completes the session');

select is(
  (select status from public.photo_sessions where id = tests.session_id('Chalé da Serra')),
  'completed',
  'the session is completed');

select results_eq(
  $$select type, title, action from public.notifications
    where action ->> 'route' like '/feedback-sessao-fotos?sessionId=' || tests.session_id('Chalé da Serra') || '&%'$$,
  $$values ('photography'::text, 'Sessão de fotos concluída'::text, jsonb_build_object('label', 'Avaliar sessão',
    'route', '/feedback-sessao-fotos?sessionId=' || tests.session_id('Chalé da Serra') || '&propertyName=Chal%C3%A9%20da%20Serra'))$$,
  'the owner is asked to rate the session, the property name encoded in the link');

select throws_ok(
  $$select public.staff_confirm_photo_session(tests.session_id('Chalé da Serra'), 'Outro Fotógrafo')$$,
  'P0001', 'Esta sessão de fotos já foi concluída ou cancelada.',
  'a completed session is not confirmed again');

select throws_ok(
  $$select public.staff_complete_photo_session(gen_random_uuid())$$,
  'P0002', 'Sessão de fotos não encontrada.',
  'an unknown session is reported');

-- Awaiting review → active.
select lives_ok(
  $$select public.staff_approve_property(tests.property_id('Chalé da Serra'))$$,
  'the staff approves the property after its photo session');

select results_eq(
  $$select is_draft, is_verified from public.properties where id = tests.property_id('Chalé da Serra')$$,
  $$values (false, true)$$,
  'the property is active');

select results_eq(
  $$select type, title, message, action from public.notifications
    where action ->> 'route' = format('/propriedade/%s/calendario', tests.property_id('Chalé da Serra'))$$,
  $$values ('completion'::text, 'Propriedade ativa'::text,
    'Chalé da Serra foi aprovada pela nossa equipe e está ativa nas plataformas de reserva.'::text,
    jsonb_build_object('label', 'Ver calendário', 'route', format('/propriedade/%s/calendario', tests.property_id('Chalé da Serra'))))$$,
  'the owner is told the property is active, with a link to its calendar');

select throws_ok(
  $$select public.staff_approve_property(tests.property_id('Chalé da Serra'))$$,
  'P0001', 'Esta propriedade já está ativa.',
  'an active property is not approved twice');

-- Cancelling a session needs a reason.
select throws_ok(
  $$select public.staff_cancel_photo_session(tests.session_id('Casa em Análise'), '  ')$$,
  'P0001', 'Informe o motivo do cancelamento.',
  'the staff cannot cancel without a reason');

select lives_ok(
  $$select public.staff_cancel_photo_session(tests.session_id('Casa em Análise'), ' Fotógrafo indisponível ')$$,
  'the staff cancels a pending session with a reason');

select results_eq(
  $$select status, cancellation_reason from public.photo_sessions where id = tests.session_id('Casa em Análise')$$,
  $$values ('cancelled'::text, 'Fotógrafo indisponível'::text)$$,
  'the session is cancelled with the staff''s reason');

select results_eq(
  $$select type, title, message, action from public.notifications
    where action ->> 'route' = format('/agendamento-fotos?propertyId=%s', tests.property_id('Casa em Análise'))$$,
  $$values ('photography'::text, 'Sessão de fotos cancelada'::text,
    format('A sessão de fotos de Casa em Análise em %s foi cancelada pela nossa equipe: Fotógrafo indisponível. '
      'Agende uma nova data quando puder.', to_char(tests.day(4, 14), 'DD/MM/YYYY')),
    jsonb_build_object('label', 'Agendar nova sessão', 'route', format('/agendamento-fotos?propertyId=%s', tests.property_id('Casa em Análise'))))$$,
  'the owner is told why, with a link to book another date');

select throws_ok(
  $$select public.staff_cancel_photo_session(tests.session_id('Casa em Análise'), 'De novo')$$,
  'P0001', 'Esta sessão de fotos já foi concluída ou cancelada.',
  'a cancelled session is not cancelled again');

-- Stays: one object, with fees, net, payout and payout date derived.
select lives_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_object(
    'property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Airbnb', 'guest_email', 'hospede@exemplo.com',
    'guests', 3, 'check_in', tests.day(8, 10), 'check_out', tests.day(8, 15), 'platform', 'airbnb',
    'gross_amount', 1200, 'cleaning_fee', 150, 'booking_reference', 'HMABC123')),
  'the staff records one stay');

select results_eq(
  $$select user_id, guests, total_amount, gross_amount, cleaning_fee, platform_fee, platform_fee_rate, management_fee,
           management_fee_rate, net_amount, host_payout, expected_payout_date, actual_payout_date, status
    from public.reservations where guest_name = 'Hóspede Airbnb'$$,
  $$values (tests.user_id('ana'), 3, 1350.00::numeric, 1200.00::numeric, 150.00::numeric, 192.00::numeric, 0.16::numeric,
            216.00::numeric, 0.18::numeric, 792.00::numeric, 792.00::numeric, tests.day(8, 17), null::date, 'confirmed'::text)$$,
  'the stay belongs to the owner; Airbnb keeps 16 %, the provider 18 %, payout a week after check-in');

-- Stays in bulk: each channel's rate and payout date, explicit rates kept.
select is(
  (select count(*)::integer from public.staff_record_reservations(jsonb_build_array(
    jsonb_build_object('property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Booking',
      'check_in', tests.day(8, 20), 'check_out', tests.day(9, 2), 'platform', 'booking', 'gross_amount', 1000),
    jsonb_build_object('property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Vrbo',
      'check_in', tests.day(9, 10), 'check_out', tests.day(9, 12), 'platform', 'vrbo', 'gross_amount', 500),
    jsonb_build_object('property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Direto',
      'check_in', tests.day(9, 20), 'check_out', tests.day(9, 22), 'platform', 'direct', 'gross_amount', 300,
      'platform_fee_rate', 0, 'management_fee_rate', 0.10)))),
  3,
  'the staff records three stays at once');

select bag_eq(
  $$select guest_name, platform_fee, management_fee, host_payout, expected_payout_date from public.reservations
    where guest_name in ('Hóspede Booking', 'Hóspede Vrbo', 'Hóspede Direto')$$,
  $$values ('Hóspede Booking'::text, 180.00::numeric, 180.00::numeric, 640.00::numeric, tests.day(10, 15)),
           ('Hóspede Vrbo', 70.00, 90.00, 340.00, tests.day(10, 10)),
           ('Hóspede Direto', 0.00, 30.00, 270.00, tests.day(10, 20))$$,
  'each stay is priced by its channel; Booking pays on the 15th of the month after check-out, others 30 days after check-in');

-- Refusals: overlaps (with a recorded stay, or within one batch, all or nothing), incomplete rows,
-- a property not active yet, personal blocks.
select throws_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_object(
    'property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Sobreposto',
    'check_in', tests.day(8, 14), 'check_out', tests.day(8, 16), 'platform', 'direct', 'gross_amount', 400)),
  'P0001', format('Já existe uma reserva de %s a %s nesta propriedade.',
    to_char(tests.day(8, 14), 'DD/MM/YYYY'), to_char(tests.day(8, 16), 'DD/MM/YYYY')),
  'a stay over another stay is refused');

select throws_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_array(
    jsonb_build_object('property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Novembro',
      'check_in', tests.day(11, 1), 'check_out', tests.day(11, 4), 'platform', 'airbnb', 'gross_amount', 600),
    jsonb_build_object('property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Duplicado',
      'check_in', tests.day(11, 3), 'check_out', tests.day(11, 6), 'platform', 'booking', 'gross_amount', 600))),
  'P0001', format('Já existe uma reserva de %s a %s nesta propriedade.',
    to_char(tests.day(11, 3), 'DD/MM/YYYY'), to_char(tests.day(11, 6), 'DD/MM/YYYY')),
  'two stays of one batch over each other are refused');

select is_empty(
  $$select 1 from public.reservations where guest_name in ('Hóspede Novembro', 'Hóspede Duplicado', 'Hóspede Sobreposto')$$,
  'a refused batch records nothing');

select throws_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_array(
    jsonb_build_object('property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Sem Valor',
      'check_in', tests.day(12, 1), 'check_out', tests.day(12, 3), 'platform', 'airbnb'))),
  'P0001', '1 reserva(s) sem propriedade, hóspede, entrada, saída, canal ou valor bruto.',
  'a stay without its gross amount is refused');

select throws_ok(
  $$select public.staff_record_reservations('[]')$$,
  'P0001', 'Informe ao menos uma reserva.',
  'an empty batch is refused');

select throws_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_object(
    'property_id', tests.property_id('Casa em Análise'), 'guest_name', 'Hóspede Cedo',
    'check_in', tests.day(8, 10), 'check_out', tests.day(8, 12), 'platform', 'airbnb', 'gross_amount', 500)),
  'P0001', 'Só é possível registrar reservas de uma propriedade ativa.',
  'a stay at a property awaiting review is refused');

-- Recorded directly: two years ahead is further than the owner's own screen lets her block.
call tests.as_postgres();
insert into public.calendar_events (user_id, property_id, date) values (tests.user_id('ana'), tests.property_id('Chalé da Serra'), tests.day(12, 20));
call tests.as_service_role();

select throws_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_object(
    'property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede de Natal',
    'check_in', tests.day(12, 18), 'check_out', tests.day(12, 22), 'platform', 'airbnb', 'gross_amount', 900)),
  'P0001', 'As datas desta reserva incluem dias bloqueados pelo proprietário para uso pessoal.',
  'a stay over the owner''s personal block is refused');

-- Payouts: once, not before check-in, not for a cancelled stay.
select throws_ok(
  format($$select public.staff_record_payout(tests.reservation_id('Hóspede Airbnb'), %L)$$, tests.day(8, 9)),
  'P0001', 'O repasse não pode ser anterior à entrada do hóspede.',
  'a payout before check-in is refused');

select lives_ok(
  format($$select public.staff_record_payout(tests.reservation_id('Hóspede Airbnb'), %L)$$, tests.day(8, 17)),
  'the staff records the payout');

select is(
  (select actual_payout_date from public.reservations where id = tests.reservation_id('Hóspede Airbnb')),
  tests.day(8, 17),
  'the stay is paid on that day');

select results_eq(
  $$select type, title, message, action from public.notifications
    where action ->> 'route' = format('/financeiro?property=%s', tests.property_id('Chalé da Serra'))$$,
  $$values ('status_change'::text, 'Repasse realizado'::text,
    format('O repasse de R$ 792,00 da estadia de Hóspede Airbnb em Chalé da Serra foi pago em %s.', to_char(tests.day(8, 17), 'DD/MM/YYYY')),
    jsonb_build_object('label', 'Ver financeiro', 'route', format('/financeiro?property=%s', tests.property_id('Chalé da Serra'))))$$,
  'the owner is told the amount and the day, with a link to her finances');

select throws_ok(
  format($$select public.staff_record_payout(tests.reservation_id('Hóspede Airbnb'), %L)$$, tests.day(8, 20)),
  'P0001', format('O repasse desta reserva já foi registrado em %s.', to_char(tests.day(8, 17), 'DD/MM/YYYY')),
  'a payout is recorded once');

select lives_ok(
  format($$select public.staff_record_reservations(%L)$$, jsonb_build_object(
    'property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede Desistente', 'status', 'cancelled',
    'check_in', tests.day(8, 12), 'check_out', tests.day(8, 14), 'platform', 'booking', 'gross_amount', 300)),
  'a cancelled stay may be recorded over another stay');

select throws_ok(
  $$select public.staff_record_payout(tests.reservation_id('Hóspede Desistente'))$$,
  'P0001', 'Reservas canceladas não têm repasse.',
  'a cancelled stay has no payout');

select throws_ok(
  $$select public.staff_record_payout(gen_random_uuid())$$,
  'P0002', 'Reserva não encontrada.',
  'an unknown stay is reported');

-- Sample stays are only for owners without any.
select is(
  public.record_sample_reservations(tests.user_id('ana'), jsonb_build_array(jsonb_build_object(
    'property_id', tests.property_id('Chalé da Serra'), 'guest_name', 'Hóspede de Exemplo',
    'check_in', tests.day(6, 1), 'check_out', tests.day(6, 3), 'platform', 'airbnb'))),
  0,
  'no sample stays for an owner who has stays');

-- What the owner sees of it all.
call tests.as_owner('ana');

select bag_eq(
  $$select guest_name, host_payout, actual_payout_date from public.reservations where property_id = tests.property_id('Chalé da Serra')$$,
  format($$values ('Hóspede Airbnb'::text, 792.00::numeric, %L::date), ('Hóspede Booking', 640.00, null), ('Hóspede Vrbo', 340.00, null),
                  ('Hóspede Direto', 270.00, null), ('Hóspede Desistente', 192.00, null)$$, tests.day(8, 17)),
  'the owner reads the stays the staff recorded and the payout');

select bag_eq(
  $$select title from public.notifications where read = false$$,
  $$values ('Sessão de fotos confirmada'::text), ('Sessão de fotos concluída'), ('Propriedade ativa'),
           ('Sessão de fotos confirmada'), ('Sessão de fotos concluída'), ('Propriedade ativa'),
           ('Sessão de fotos cancelada'), ('Repasse realizado')$$,
  'the owner has one unread notification per staff step (her first property''s three included)');

select is_empty(
  $$select 1 from public.notifications where user_id <> auth.uid()$$,
  'the owner reads only her notifications');

-- Deleting the account, as Auth does it (outside the API roles), takes the provider's records along.
call tests.as_postgres();

select lives_ok(
  $$delete from auth.users where id = tests.user_id('ana')$$,
  'the owner''s account is deleted with her stays, booked days and notifications');

select is(
  (select count(*)::integer from public.properties where user_id = tests.user_id('ana'))
    + (select count(*)::integer from public.reservations where user_id = tests.user_id('ana'))
    + (select count(*)::integer from public.calendar_events where user_id = tests.user_id('ana'))
    + (select count(*)::integer from public.notifications where user_id = tests.user_id('ana')),
  0,
  'nothing of hers is left');

select * from finish();
rollback;
