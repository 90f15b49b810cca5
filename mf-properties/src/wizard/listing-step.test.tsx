import { screen } from '@testing-library/react';
import { Form as FinalForm } from 'react-final-form';
import { createFakeSupabase } from '../testing/fake-supabase';
import { renderProperties } from '../testing/render-properties';
import { ListingStep } from './listing-step';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

function openStep(limits?: { blockDaysPerMonth?: number; galleryMaxPhotos?: number }) {
  return renderProperties(
    <FinalForm onSubmit={() => undefined} render={() => <ListingStep errors={{}} photos={{ userId: null, propertyId: null, visible: true }} />} />,
    { supabase: createFakeSupabase(() => ({ data: null }), { businessLimits: limits }) },
  );
}

describe('listing step', () => {
  it('words the own-use note and the gallery hint with the spec’s limits', async () => {
    await openStep();
    expect(await screen.findByText('Você pode bloquear a propriedade para uso próprio até 4 dias por mês, sem custo adicional.')).toBeInTheDocument();
    expect(screen.getByText('A foto principal é a capa do anúncio; a galeria aceita até 20 fotos adicionais. Fotos grandes são reduzidas antes do envio.')).toBeInTheDocument();
  });

  it('follows the limits the database holds', async () => {
    await openStep({ blockDaysPerMonth: 5, galleryMaxPhotos: 12 });
    expect(await screen.findByText('Você pode bloquear a propriedade para uso próprio até 5 dias por mês, sem custo adicional.')).toBeInTheDocument();
    expect(screen.getByText('A foto principal é a capa do anúncio; a galeria aceita até 12 fotos adicionais. Fotos grandes são reduzidas antes do envio.')).toBeInTheDocument();
  });
});
