import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSegmentButton as Wrapper } from '@ionic/react';
import { IonSegmentButton as Element, defineCustomElement } from '@ionic/core/components/ion-segment-button.js';

/** `<ion-segment-button>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSegmentButton = /*@__PURE__*/ createComponent({
  tagName: 'ion-segment-button',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
