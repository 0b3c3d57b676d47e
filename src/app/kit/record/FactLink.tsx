import type { ReactNode } from 'react';
import { useIonRouter } from '@ionic/react';

export interface FactLinkProps {
  href: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A link inside a fact that the app's router follows (the page transition and back stack stay Ionic's). */
export function FactLink({ href, className, testId, children }: FactLinkProps) {
  const router = useIonRouter();
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        router.push(href);
      }}
    >
      {children}
    </a>
  );
}
