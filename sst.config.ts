import type { SSTConfig } from 'sst';
import { Api } from './stacks/Api.js';
import { Jobs } from './stacks/Jobs.js';
import { Realtime } from './stacks/Realtime.js';
import { Scheduler } from './stacks/Scheduler.js';
import { SessionHost } from './stacks/SessionHost.js';
import { Storage } from './stacks/Storage.js';
import { Web } from './stacks/Web.js';

export default {
  config() {
    return { name: 'balcao', region: 'us-east-1' };
  },
  stacks(app) {
    // Production keeps its data when a stack is removed or replaced; other stages are disposable.
    app.setDefaultRemovalPolicy(app.stage === 'prod' ? 'retain' : 'destroy');
    app.stack(Storage).stack(Realtime).stack(Scheduler).stack(Jobs).stack(Api).stack(SessionHost).stack(Web);
  },
} satisfies SSTConfig;
