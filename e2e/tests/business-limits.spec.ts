import type { Page } from '@playwright/test';
import { COMPLETE_PROFILE, createOwner, finishedProperty, shapeOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

// A business limit is one row of public.business_limits: the database enforces it and every screen reads it.
// Changing the row (as an operator would, with the service role) changes what the screens allow and say, with
// no new build. The limits are the whole system's: this file runs alone (its own project in the config) and puts
// each row back as it found it.

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

async function limit(key: string): Promise<number> {
  const { data, error } = await backendClient('service').from('business_limits').select('value').eq('key', key).single();
  if (error || !data) throw new Error(`limit ${key}: ${error?.message}`);
  return (data as { value: number }).value;
}

async function setLimit(key: string, value: number) {
  const { error } = await backendClient('service').from('business_limits').update({ value }).eq('key', key);
  if (error) throw new Error(`limit ${key}: ${error.message}`);
}

/** Next month in Brazil: every one of its days is still to come, so any of them can be blocked. */
function nextMonth() {
  const [year, month] = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10).split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { ...next, name: MONTHS[next.month - 1] as string, date: (day: number) => `${next.year}-${String(next.month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
}

async function storedBlocks(propertyId: string): Promise<string[]> {
  const { data, error } = await backendClient('service').from('calendar_events').select('date').eq('property_id', propertyId).eq('type', 'blocked').order('date');
  if (error) throw new Error(error.message);
  return (data ?? []).map((row: { date: string }) => row.date.slice(0, 10));
}

const pageContent = (page: Page) => page.locator('section.portal-page');

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

    const owner = await createOwner('limites');
    await shapeOwner(owner, { profile: COMPLETE_PROFILE, properties: [finishedProperty(owner.id, 'Casa dos Limites', true)] });
    const { data, error } = await backendClient('service').from('properties').select('id').eq('user_id', owner.id).single();
    if (error || !data) throw new Error(`property: ${error?.message}`);
    const propertyId = (data as { id: string }).id;
    const month = nextMonth();
    const rows = [1, 2, 3, 4].map((day) => ({ user_id: owner.id, property_id: propertyId, date: month.date(day), type: 'blocked', title: 'Uso pessoal', source: 'manual' }));
    const inserted = await backendClient('service').from('calendar_events').insert(rows);
    if (inserted.error) throw new Error(inserted.error.message);

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
