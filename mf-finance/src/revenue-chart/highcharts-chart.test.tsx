import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ChartBoundary } from './highcharts-chart';

function Exploding({ when }: { when: boolean }) {
  if (when) throw new Error('Highcharts error #13');
  return <p>gráfico</p>;
}

function Harness() {
  const [key, setKey] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setKey(2)}>
        outro agrupamento
      </button>
      <ChartBoundary fallback={<p>Nenhum dado para o período selecionado</p>} resetKey={key}>
        <Exploding when={key === 1} />
      </ChartBoundary>
    </>
  );
}

describe('a chart that fails while drawing', () => {
  it('is logged and shows the empty state, and new options try again', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByText('Nenhum dado para o período selecionado')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Erro ao desenhar o gráfico', expect.any(Error));
    fireEvent.click(screen.getByRole('button', { name: 'outro agrupamento' }));
    expect(await screen.findByText('gráfico')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum dado para o período selecionado')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
