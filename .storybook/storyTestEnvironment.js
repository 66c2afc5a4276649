// The story tests' environment: the test runner's own (a browser page with Storybook's preview loaded and its
// test script set up), except that a worker keeps that page from one story file to the next. Loading the preview
// afresh for every story file (its bundle parsed and run, its mock service worker registered) cost some 5 s of a
// busy 2-core machine's time per file, for 130 files; the runner already moves one page from story to story
// within a file, as the manager does, and this moves it on to the next file the same way.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** @typedef {{ browser: unknown, context: import('playwright-core').BrowserContext, page: import('playwright-core').Page }} Shared */

/**
 * The browser connection, context and preview page of this worker, made by its first story file. Module state
 * outlives a test file: Jest loads a test environment once per worker process.
 * @type {Shared | undefined}
 */
let shared;

export default class StoryTestEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!shared || shared.page.isClosed()) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      shared = { browser: this.global.browser, context: this.global.context, page: this.global.page };
      return;
    }
    // The runner's setup without a browser of its own (its helpers and names), then the worker's page.
    this._config.testEnvironmentOptions['jest-playwright'].skipInitialization = true;
    await super.setup();
    Object.assign(this.global, shared);
  }

  async teardown() {
    // A file that had to reset its page (after a navigation) leaves the new one for the next file.
    if (shared && this.global.page && this.global.page !== shared.page) shared.page = this.global.page;
    // The connection stays open for the next file; the worker's exit closes it.
    this.global.browser = null;
    await super.teardown();
  }
}
