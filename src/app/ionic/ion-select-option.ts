import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSelectOption as Wrapper } from '@ionic/react';
import { IonSelectOption as Element, defineCustomElement } from '@ionic/core/components/ion-select-option.js';

/** `<ion-select-option>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSelectOption = /*@__PURE__*/ createComponent({
  tagName: 'ion-select-option',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
