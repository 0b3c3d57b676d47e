import { createContext, useContext, type ReactNode } from 'react';
import { IonItem } from '@ionic/react';
import { IonLabel } from '@app/ionic/ion-label';
import { IonList } from '@app/ionic/ion-list';
import './fact-list.css';

/**
 * `items`: a record page's inset list, a label above each value. `grid`: the compact two-column
 * label/value grid of a request's head or a sheet, where a list of items would push the buttons away.
 */
export type FactLayout = 'items' | 'grid';

const Layout = createContext<FactLayout>('items');

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export interface FactListProps {
  /** The section heading above the list, if it has one. */
  title?: string;
  layout?: FactLayout;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A record's labelled values: one list of `Fact`s, drawn the same way in every area. */
export function FactList({ title, layout = 'items', className, testId, children }: FactListProps) {
  const list =
    layout === 'grid' ? (
      <dl className={classes('kit-facts', className)} data-testid={testId}>
        {children}
      </dl>
    ) : (
      <IonList inset className={classes('detail-list', className)} data-testid={testId}>
        {children}
      </IonList>
    );
  return (
    <Layout.Provider value={layout}>
      {title ? <h2 className="section-title">{title}</h2> : null}
      {list}
    </Layout.Provider>
  );
}

export interface FactProps {
  label: string;
  /** The value; `children` instead when it holds more than text (a link, a second line). */
  value?: ReactNode;
  children?: ReactNode;
  /** On the value. */
  testId?: string;
  /** The area's own label look (a name shown as written rather than in capitals). */
  labelClassName?: string;
  valueClassName?: string;
}

/** One labelled value; it takes the layout of the `FactList` around it (an inset item outside one). */
export function Fact({ label, value, children, testId, labelClassName, valueClassName }: FactProps) {
  const layout = useContext(Layout);
  const shown = children ?? value;
  if (layout === 'grid') {
    return (
      <>
        <dt className={labelClassName}>{label}</dt>
        <dd className={valueClassName} data-testid={testId}>
          {shown}
        </dd>
      </>
    );
  }
  return (
    <IonItem lines="inset">
      <IonLabel className="ion-text-wrap">
        <p className={classes('field-label', labelClassName)}>{label}</p>
        <h3 className={valueClassName} data-testid={testId}>
          {shown}
        </h3>
      </IonLabel>
    </IonItem>
  );
}
