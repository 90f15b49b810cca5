/** @jest-environment ./src/testing/sao-paulo-environment.cjs */
import { describeTodayRuleIn } from '../testing/today-cases';

describeTodayRuleIn('America/Sao_Paulo', 180);
