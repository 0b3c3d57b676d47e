import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonInfiniteScrollContent as Wrapper } from '@ionic/react';
import { IonInfiniteScrollContent as Element, defineCustomElement } from '@ionic/core/components/ion-infinite-scroll-content.js';

/** `<ion-infinite-scroll-content>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonInfiniteScrollContent = /*@__PURE__*/ createComponent({
  tagName: 'ion-infinite-scroll-content',
  elementClass: Element,
  react: React,
  events: {},
  defineCustomElement,
}) as unknown as typeof Wrapper;
