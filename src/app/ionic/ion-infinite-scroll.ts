import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonInfiniteScroll as Wrapper } from '@ionic/react';
import { IonInfiniteScroll as Element, defineCustomElement } from '@ionic/core/components/ion-infinite-scroll.js';

/** `<ion-infinite-scroll>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonInfiniteScroll = /*@__PURE__*/ createComponent({
  tagName: 'ion-infinite-scroll',
  elementClass: Element,
  react: React,
  events: { onIonInfinite: 'ionInfinite' },
  defineCustomElement,
}) as unknown as typeof Wrapper;
