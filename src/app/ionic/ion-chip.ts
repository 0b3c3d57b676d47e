import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonChip as Wrapper } from '@ionic/react';
import { IonChip as Element, defineCustomElement } from '@ionic/core/components/ion-chip.js';

/** `<ion-chip>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonChip = /*@__PURE__*/ createComponent({
  tagName: 'ion-chip',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
