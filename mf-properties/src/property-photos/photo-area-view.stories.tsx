import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SPEC_BUSINESS_LIMITS } from '@portal/shared/testing';
import { PhotoAreaView } from './photo-area-view';
import { PHOTO_MESSAGES, uploadFailureMessage } from './photo-rules';
import { storyGallery, storyPhoto, storyUpload } from './story-photos';

const meta = {
  title: 'Propriedades/Cadastro da propriedade/Área de fotos',
  component: PhotoAreaView,
  args: {
    status: 'ready',
    photos: [],
    uploads: [],
    canAdd: true,
    galleryCount: 0,
    limits: SPEC_BUSINESS_LIMITS,
    onAdd: fn(),
    onPick: fn(),
    onRetry: fn(),
    onDiscard: fn(),
    onSetMain: fn(),
    onMove: fn(),
    onRemove: fn(),
    onReload: fn(),
    onDismissRefusals: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof PhotoAreaView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo yet: the main slot explains what the first photo becomes. */
export const Empty: Story = { name: 'Vazio' };

/** A main photo and three gallery photos. */
export const MainSet: Story = {
  name: 'Principal escolhida',
  args: { photos: [storyPhoto(0, true), ...storyGallery(3)], galleryCount: 3 },
};

/** Photos on their way: one being prepared (downscaled), two sending with their progress, one saving. */
export const UploadingWithProgress: Story = {
  name: 'Enviando, com progresso',
  args: {
    photos: [storyPhoto(0, true), ...storyGallery(2)],
    uploads: [
      storyUpload(1, { stage: 'uploading', percent: 72 }),
      storyUpload(2, { stage: 'uploading', percent: 18 }),
      storyUpload(3, { stage: 'preparing', percent: 0, preview: null }),
      storyUpload(4, { stage: 'queued', percent: 0, preview: null }),
    ],
    galleryCount: 6,
  },
};

/** The first photo, going up to the main slot. */
export const UploadingMain: Story = {
  name: 'Enviando a principal',
  args: { uploads: [storyUpload(1, { main: true, position: 0, stage: 'uploading', percent: 45 })], galleryCount: 0 },
};

/** One upload failed (connection lost): it stays with 'Tentar novamente'; the others go on. */
export const FailedWithRetry: Story = {
  name: 'Falhou, com tentar de novo',
  args: {
    photos: [storyPhoto(0, true), ...storyGallery(2)],
    uploads: [
      storyUpload(1, { stage: 'failed', percent: 35, message: uploadFailureMessage('IMG_20250301_01.jpg', { kind: 'network' }, SPEC_BUSINESS_LIMITS) }),
      storyUpload(2, { stage: 'uploading', percent: 60 }),
    ],
    galleryCount: 4,
  },
};

/** A file that is not an image and a choice past the gallery's limit, refused with their messages. */
export const Refusals: Story = {
  name: 'Recusas',
  args: {
    photos: [storyPhoto(0, true), ...storyGallery(19)],
    galleryCount: 19,
    refusals: [PHOTO_MESSAGES.notImage('contrato.pdf'), PHOTO_MESSAGES.tooLarge('panorama.png', SPEC_BUSINESS_LIMITS), PHOTO_MESSAGES.galleryFull(SPEC_BUSINESS_LIMITS)],
  },
};

/** The main photo and 20 in the gallery: nothing more can be added. */
export const FullGallery: Story = {
  name: 'Galeria cheia',
  args: { photos: [storyPhoto(0, true), ...storyGallery(20)], galleryCount: 20, canAdd: false },
};

/** A change to the stored photos the server refused. */
export const ChangeRefused: Story = {
  name: 'Mudança recusada',
  args: { ...MainSet.args, notice: PHOTO_MESSAGES.changeFailed },
};

export const Loading: Story = { name: 'Carregando', args: { status: 'loading' } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { status: 'error' } };

/** On a phone, where 'Tirar foto' opens the camera. */
export const Mobile: Story = { name: 'Celular', args: UploadingWithProgress.args, globals: { viewport: { value: 'phone390' } } };
export const Desktop: Story = { name: 'Computador', args: MainSet.args, globals: { viewport: { value: 'desktop' } } };
