import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { DIALOG_MAX_HEIGHT, DIALOG_TOP_PX } from './antd-config';
import { Modal } from './lazy-antd';
import { APP_TOAST_BAND_PX, APP_TOAST_TOP_PX, toast } from './toast';
import { Toaster } from './toaster';

// Where things land is measured in a browser (e2e/tests/phone-layout.spec.ts); here, what puts them there.
describe('toasts and dialogs keep out of each other’s way', () => {
  it('the app toast sits at the top, never at the bottom where the sticky primary buttons and the bottom bar are', async () => {
    await renderWithProviders(<Toaster />);
    act(() => toast.show({ title: 'Erro ao salvar', description: 'Não foi possível salvar as alterações. Tente novamente.', variant: 'error' }));
    const notice = await screen.findByText('Erro ao salvar', {}, { timeout: 5000 });
    const holder = notice.closest('.ant-notification') as HTMLElement;
    expect(holder).toHaveClass('ant-notification-top');
    expect(holder.style.getPropertyValue('--notification-top')).toBe(`${APP_TOAST_TOP_PX}px`);
  });

  it('a dialog starts below the band the toast takes, its body scrolling inside', async () => {
    expect(DIALOG_TOP_PX).toBe(APP_TOAST_BAND_PX);
    expect(DIALOG_MAX_HEIGHT).toBe(`max(240px, calc(100dvh - ${APP_TOAST_BAND_PX + 32}px))`);
    await renderWithProviders(
      <Modal open title="Informações pessoais" footer={null}>
        <form aria-label="Informações pessoais" />
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const container = dialog.querySelector('.ant-modal-container') as HTMLElement;
    const body = dialog.querySelector('.ant-modal-body') as HTMLElement;
    expect(container.getAttribute('style')).toContain('max-height: max(240px, calc(100dvh -');
    expect(body.style.overflowY).toBe('auto');
    expect((dialog.closest('.ant-modal') as HTMLElement).style.top).toBe(`${APP_TOAST_BAND_PX}px`);
  });
});
