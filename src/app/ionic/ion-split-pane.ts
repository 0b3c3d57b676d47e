import React from 'react';
import { createComponent } from '@stencil/react-output-target/runtime';
import type { IonSplitPane as Wrapper } from '@ionic/react';
import { IonSplitPane as Element, defineCustomElement } from '@ionic/core/components/ion-split-pane.js';

/** `<ion-split-pane>` as @ionic/react wraps it, in a module of its own so only the screens that use it download it. */
export const IonSplitPane = /*@__PURE__*/ createComponent({
  tagName: 'ion-split-pane',
  elementClass: Element,
  react: React,
  events: { onIonSplitPaneVisible: 'ionSplitPaneVisible' },
  defineCustomElement,
}) as unknown as typeof Wrapper;
