// @storybook/react publishes its renderer's project annotations (render, applyDecorators, decorators, mount,
// parameters, beforeAll) as ./entry-preview without types of its own; these are the ones the preview uses.
declare module '@storybook/react/entry-preview' {
  import type { ProjectAnnotations } from 'storybook/internal/types';
  import type { ReactRenderer } from '@storybook/react-vite';

  export const render: ProjectAnnotations<ReactRenderer>['render'];
  export const applyDecorators: ProjectAnnotations<ReactRenderer>['applyDecorators'];
  export const decorators: ProjectAnnotations<ReactRenderer>['decorators'];
  export const mount: ProjectAnnotations<ReactRenderer>['mount'];
  export const parameters: ProjectAnnotations<ReactRenderer>['parameters'];
  export const beforeAll: ProjectAnnotations<ReactRenderer>['beforeAll'];
}
