import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSegment as Wrapper } from '@ionic/react';
import { IonSegment as Element, defineCustomElement } from '@ionic/core/components/ion-segment.js';

/** `<ion-segment>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSegment = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment',
  elementClass: Element,
  react: React,
  events: { onIonChange: 'ionChange' },
  defineCustomElement,
}) as unknown as typeof Wrapper;
