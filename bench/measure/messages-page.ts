import type { Browser, Page } from '@playwright/test';
import { staffReply } from '@portal/supabase/staff';
import { activeProperty, createBenchOwner, providerClient, type BenchBackend } from './bench-owner';
import type { PlantedSession } from './first-render';
import { signedInPage } from './signed-in-page';
import { recordDownloads, totals, type ByteTotals } from './network-bytes';
import { AUTH_STORAGE_KEY, signInForBench } from './bench-session';
import { median, round } from './stats';

/** What the messages screens cost an owner, and how fast a reply of the team reaches an open thread. */
export interface MessagesPageFigures {
  /** JS and CSS the first visit to /mensagens adds after the dashboard (the page's own code, loaded only there). */
  listAdds: Omit<ByteTotals, 'files'> & { files: number };
  /** Deep link to /mensagens until the conversations show (median, ms). */
  listVisibleMs: number;
  /** Deep link to a thread of 30 messages until its newest message shows (median, ms). */
  threadVisibleMs: number;
  /** From staff_reply's call until the reply shows in the open thread, without a reload (ms). */
  replyToThread: { runs: number; medianMs: number; maxMs: number; live: boolean };
}

const RUNS = 5;
const THREAD_MESSAGES = 30;

/** An onboarded owner with one active property and a conversation of 30 messages with the team. */
async function ownerWithConversation(backend: BenchBackend) {
  const admin = providerClient(backend);
  const { userId, email, password } = await createBenchOwner(admin, 'mensagens');
  const profile = await admin.from('profiles').insert({ user_id: userId, email, full_name: 'Bench Mensagens', phone: '(11) 98765-4321', document: '529.982.247-25', document_type: 'cpf', birth_date: '1985-04-12', bank_name: 'Nubank', bank_agency: '0001', bank_account: '12345-6', bank_account_type: 'corrente', terms_accepted: true });
  if (profile.error) throw profile.error;
  const property = await admin.from('properties').insert(activeProperty(userId, 'Casa da Praia'));
  if (property.error) throw property.error;
  for (let i = 0; i < THREAD_MESSAGES; i += 1) {
    await staffReply(admin, email, `Mensagem ${i + 1} da equipe sobre a casa.`, undefined, 'Equipe');
  }
  const conversation = await admin.from('conversations').select('id').eq('owner_id', userId).single();
  if (conversation.error || !conversation.data) throw conversation.error ?? new Error('bench conversation');
  return { email, password, conversationId: (conversation.data as { id: string }).id, admin };
}

/** ms since the epoch at which `text` is on the page (a MutationObserver, checked at once). */
function whenTextShows(page: Page, text: string): Promise<number> {
  // No named function inside: the page runs it as written, without the compiler's `__name` wrapper.
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        if (document.body.textContent?.includes(wanted)) {
          resolve(performance.timeOrigin + performance.now());
          return;
        }
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(wanted)) return;
          observer.disconnect();
          resolve(performance.timeOrigin + performance.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
}

/** Whether the page has the backend's Realtime websocket open (the thread's channel). */
function watchRealtimeSocket(page: Page): () => boolean {
  let open = false;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/realtime/v1/websocket')) {
      open = true;
      socket.on('close', () => (open = false));
    }
  });
  return () => open;
}

export async function measureMessagesPage(browser: Browser, shellUrl: string, backend: BenchBackend, demoSession: PlantedSession): Promise<MessagesPageFigures> {
  // The page's own code: what opening Mensagens adds after the dashboard has loaded.
  const first = await signedInPage(browser, demoSession);
  let listAdds;
  try {
    const downloads = recordDownloads(first);
    await first.goto(`${shellUrl}/dashboard`);
    await first.waitForLoadState('networkidle');
    const seen = new Set((await downloads.files()).map((file) => file.url));
    await first.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: /Mensagens/ }).click();
    await first.getByRole('heading', { name: 'Mensagens' }).waitFor({ timeout: 60_000 });
    await first.waitForLoadState('networkidle');
    const added = (await downloads.files()).filter((file) => !seen.has(file.url));
    const { js, css } = totals(added);
    listAdds = { js, css, files: added.length };
  } finally {
    await first.context().close();
  }

  const owner = await ownerWithConversation(backend);
  const session = { storageKey: AUTH_STORAGE_KEY, value: await signInForBench(backend, owner) };
  const listVisible: number[] = [];
  const threadVisible: number[] = [];
  const replies: number[] = [];
  let live = true;
  for (let run = 0; run < RUNS; run += 1) {
    const list = await signedInPage(browser, session);
    try {
      await list.goto(`${shellUrl}/mensagens`, { waitUntil: 'commit' });
      listVisible.push(await list.evaluate((selector) => (window as unknown as { whenVisible(s: string): Promise<number> }).whenVisible(selector), 'ul[aria-label="Conversas"] li'));
    } finally {
      await list.context().close();
    }

    const thread = await signedInPage(browser, session);
    const socketOpen = watchRealtimeSocket(thread);
    try {
      await thread.goto(`${shellUrl}/mensagens/${owner.conversationId}`, { waitUntil: 'commit' });
      threadVisible.push(await thread.evaluate((text) => (window as unknown as { whenVisible(s: string): Promise<number> }).whenVisible(`li[aria-label$="${text}"]`), `Mensagem ${THREAD_MESSAGES} da equipe sobre a casa.`));
      // The channel joins after the thread shows; a reply sent before would be read by the join's refetch instead.
      await thread.waitForTimeout(1000);
      live &&= socketOpen();
      const text = `Resposta ${run + 1} da equipe, ${Date.now()}`;
      const shown = whenTextShows(thread, text);
      const sentAt = Date.now();
      await staffReply(owner.admin, owner.email, text, undefined, 'Marina');
      // Without Realtime the reply would show only on focus or reconnect: a run gives up after 10 s.
      const shownAt = await Promise.race([shown, new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 10_000))]);
      replies.push(shownAt - sentAt);
    } finally {
      await thread.context().close();
    }
  }
  const delivered = replies.filter((ms) => Number.isFinite(ms));
  return {
    listAdds,
    listVisibleMs: round(median(listVisible)),
    threadVisibleMs: round(median(threadVisible)),
    replyToThread: { runs: delivered.length, medianMs: delivered.length ? round(median(delivered)) : Number.NaN, maxMs: delivered.length ? round(Math.max(...delivered)) : Number.NaN, live: live && delivered.length === RUNS },
  };
}
