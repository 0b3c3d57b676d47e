import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonAccordionGroup as Wrapper } from '@ionic/react';
import { IonAccordionGroup as Element, defineCustomElement } from '@ionic/core/components/ion-accordion-group.js';

/** `<ion-accordion-group>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonAccordionGroup = /*@__PURE__*/ createComponent({
  tagName: 'ion-accordion-group',
  elementClass: Element,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
}) as unknown as typeof Wrapper;
