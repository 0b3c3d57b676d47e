import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonAccordion as Wrapper } from '@ionic/react';
import { IonAccordion as Element, defineCustomElement } from '@ionic/core/components/ion-accordion.js';

/** `<ion-accordion>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonAccordion = /*@__PURE__*/ createComponent({
  tagName: 'ion-accordion',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
