// antd components that no first render needs: each loads in its own chunk the first time it shows.
// Compound components keep their parts (Radio.Group, Form.Item, …) as lazy parts of the same chunk.
import { useState, type ComponentProps, type ComponentType, type JSXElementConstructor, type ReactElement } from 'react';
import type * as Antd from 'antd';
import { lazyComponent } from './lazy-component';

// antd's components are generic over their props, so the constraint has to accept any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = JSXElementConstructor<any>;

/** A lazily loaded stand-in with the props of the antd component it loads. */
type Part<C extends AnyComponent> = ComponentType<ComponentProps<C>>;

/** Loads the component with antd's theme and locale around it (the first one also loads antd's runtime). */
const part = <C extends AnyComponent>(load: () => Promise<unknown>): Part<C> =>
  lazyComponent(async () => {
    const [Component, { AntdConfig }] = await Promise.all([load() as Promise<ComponentType<object>>, import('./antd-config')]);
    return function Configured(props: object) {
      return (
        <AntdConfig>
          <Component {...props} />
        </AntdConfig>
      );
    };
  }) as unknown as Part<C>;

/** Generic over its value, like antd's Select. */
export const Select = part<typeof Antd.Select>(() => import('antd/es/select').then((m) => m.default)) as unknown as <Value = unknown>(
  props: Antd.SelectProps<Value>,
) => ReactElement;
export const Spin: Part<typeof Antd.Spin> = part<typeof Antd.Spin>(() => import('antd/es/spin').then((m) => m.default));
export const Switch: Part<typeof Antd.Switch> = part<typeof Antd.Switch>(() => import('antd/es/switch').then((m) => m.default));
/**
 * Dialogs and drawers are mounted closed on many pages: their code loads when one first opens, and
 * after that they stay mounted so closing keeps its animation.
 */
function loadWhenFirstOpen<P extends { open?: boolean }>(Overlay: ComponentType<P>): ComponentType<P> {
  return function FirstOpened(props: P) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    return opened ? <Overlay {...props} /> : null;
  };
}

export const Modal: Part<typeof Antd.Modal> = loadWhenFirstOpen(part<typeof Antd.Modal>(() => import('antd/es/modal').then((m) => m.default)));
export const Drawer: Part<typeof Antd.Drawer> = loadWhenFirstOpen(part<typeof Antd.Drawer>(() => import('antd/es/drawer').then((m) => m.default)));
export const Steps: Part<typeof Antd.Steps> = part<typeof Antd.Steps>(() => import('antd/es/steps').then((m) => m.default));
export const Progress: Part<typeof Antd.Progress> = part<typeof Antd.Progress>(() => import('antd/es/progress').then((m) => m.default));
export const Statistic: Part<typeof Antd.Statistic> = part<typeof Antd.Statistic>(() => import('antd/es/statistic').then((m) => m.default));
export const Tag: Part<typeof Antd.Tag> = part<typeof Antd.Tag>(() => import('antd/es/tag').then((m) => m.default));
export const Divider: Part<typeof Antd.Divider> = part<typeof Antd.Divider>(() => import('antd/es/divider').then((m) => m.default));
export const Tooltip: Part<typeof Antd.Tooltip> = part<typeof Antd.Tooltip>(() => import('antd/es/tooltip').then((m) => m.default));
export const Empty: Part<typeof Antd.Empty> = part<typeof Antd.Empty>(() => import('antd/es/empty').then((m) => m.default));
export const Tabs: Part<typeof Antd.Tabs> = part<typeof Antd.Tabs>(() => import('antd/es/tabs').then((m) => m.default));
export const Segmented: Part<typeof Antd.Segmented> = part<typeof Antd.Segmented>(() => import('antd/es/segmented').then((m) => m.default));
export const Collapse: Part<typeof Antd.Collapse> = part<typeof Antd.Collapse>(() => import('antd/es/collapse').then((m) => m.default));
export const Row: Part<typeof Antd.Row> = part<typeof Antd.Row>(() => import('antd/es/row').then((m) => m.default));
export const Col: Part<typeof Antd.Col> = part<typeof Antd.Col>(() => import('antd/es/col').then((m) => m.default));
/** antd's pickers use dayjs: its pt-br locale loads with them. */
export const DatePicker: Part<typeof Antd.DatePicker> = part<typeof Antd.DatePicker>(() =>
  Promise.all([import('antd/es/date-picker'), import('dayjs'), import('dayjs/locale/pt-br')]).then(([picker, dayjs]) => {
    dayjs.default.locale('pt-br');
    return picker.default;
  }),
);

export const Radio: Part<typeof Antd.Radio> & { Group: Part<typeof Antd.Radio.Group>; Button: Part<typeof Antd.Radio.Button> } = Object.assign(
  part<typeof Antd.Radio>(() => import('antd/es/radio').then((m) => m.default)),
  {
    Group: part<typeof Antd.Radio.Group>(() => import('antd/es/radio').then((m) => m.default.Group)),
    Button: part<typeof Antd.Radio.Button>(() => import('antd/es/radio').then((m) => m.default.Button)),
  },
);

export const Checkbox: Part<typeof Antd.Checkbox> & { Group: Part<typeof Antd.Checkbox.Group> } = Object.assign(
  part<typeof Antd.Checkbox>(() => import('antd/es/checkbox').then((m) => m.default)),
  { Group: part<typeof Antd.Checkbox.Group>(() => import('antd/es/checkbox').then((m) => m.default.Group)) },
);

export const List: Part<typeof Antd.List> & { Item: Part<typeof Antd.List.Item> & { Meta: Part<typeof Antd.List.Item.Meta> } } = Object.assign(
  part<typeof Antd.List>(() => import('antd/es/list').then((m) => m.default)),
  {
    Item: Object.assign(part<typeof Antd.List.Item>(() => import('antd/es/list').then((m) => m.default.Item)), {
      Meta: part<typeof Antd.List.Item.Meta>(() => import('antd/es/list').then((m) => m.default.Item.Meta)),
    }),
  },
);

/** antd's Form, for screens that want its layout and rules; fields here use FormField + react-final-form. */
export const Form: Part<typeof Antd.Form> & { Item: Part<typeof Antd.Form.Item> } = Object.assign(
  part<typeof Antd.Form>(() => import('antd/es/form').then((m) => m.default)),
  { Item: part<typeof Antd.Form.Item>(() => import('antd/es/form').then((m) => m.default.Item)) },
);


