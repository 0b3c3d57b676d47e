import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonNote as Wrapper } from '@ionic/react';
import { IonNote as Element, defineCustomElement } from '@ionic/core/components/ion-note.js';

/** `<ion-note>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonNote = /*@__PURE__*/ createComponent({
  tagName: 'ion-note',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
