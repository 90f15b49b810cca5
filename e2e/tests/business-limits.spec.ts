import { backendClient } from '../fixtures/backend';
import { insertBlocks, nextMonth, ownerWithOneProperty, pageContent, storedBlocks } from '../fixtures/calendar';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

// A business limit is one row of public.business_limits: the database enforces it and every screen reads it.
// Changing the row (as an operator would, with the service role) changes what the screens allow and say, with
// no new build. The limits are the whole system's: this file runs alone (its own project in the config) and puts
// each row back as it found it.

async function limit(key: string): Promise<number> {
  const { data, error } = await backendClient('service').from('business_limits').select('value').eq('key', key).single();
  if (error || !data) throw new Error(`limit ${key}: ${error?.message}`);
  return (data as { value: number }).value;
}

async function setLimit(key: string, value: number) {
  const { error } = await backendClient('service').from('business_limits').update({ value }).eq('key', key);
  if (error) throw new Error(`limit ${key}: ${error.message}`);
}

test.describe('business limits live in the database', () => {
  let monthly: number;
  test.beforeAll(async () => {
    monthly = await limit('block_days_per_month');
  });
  test.afterAll(async () => {
    await setLimit('block_days_per_month', monthly);
  });

  test('with the monthly block limit raised to 5, the calendar says so and blocks a 5th day, and the database keeps it', async ({ page }) => {
    expect(monthly).toBe(4);
    await setLimit('block_days_per_month', 5);

    const { owner, propertyId } = await ownerWithOneProperty('limites', 'Casa dos Limites');
    const month = nextMonth();
    await insertBlocks(owner, propertyId, [1, 2, 3, 4].map(month.date));

    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const content = pageContent(page);
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    const usage = content.getByRole('region', { name: 'Uso pessoal' });
    await expect(usage).toContainText('4 de 5 dias usados · 1 restante');
    await expect(usage).toContainText('Você pode bloquear até 5 dias por mês para uso próprio, sem custo.');
    await content.getByRole('button', { name: `15 de ${month.name}: Disponível` }).click();
    await content.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Datas bloqueadas')).toBeVisible();
    await expect(usage).toContainText('Limite mensal atingido (5/mês)');
    expect(await storedBlocks(propertyId)).toEqual([1, 2, 3, 4, 15].map(month.date));

    // A 6th is refused by the screen, in the words of the database's own refusal.
    await content.getByRole('button', { name: `16 de ${month.name}: Disponível` }).click();
    await content.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText(`Limite mensal excedido para ${month.name}. Disponível: 0 dia(s)`)).toBeVisible();
    expect(await storedBlocks(propertyId)).toHaveLength(5);
  });
});
