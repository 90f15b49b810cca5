import { Result } from './result';

interface Props {
  title: string;
}

/** An honest page for an area whose screens are not built yet. */
export function AreaInPreparation({ title }: Props) {
  return (
    <Result
      status="info"
      title={title}
      subTitle="Esta área do portal está sendo preparada e estará disponível em breve."
      data-testid="area-in-preparation"
    />
  );
}
