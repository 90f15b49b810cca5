/** @jest-environment ./src/testing/sao-paulo-environment.cjs */
import { describeScheduleScreenDates } from '../testing/schedule-screen-cases';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

describeScheduleScreenDates('America/Sao_Paulo');
