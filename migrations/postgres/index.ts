import * as migration_20261121_232352_initial from './20261121_232352_initial';
import * as migration_20261122_001000_locales_parent_index from './20261122_001000_locales_parent_index';

export const migrations = [
  {
    up: migration_20261121_232352_initial.up,
    down: migration_20261121_232352_initial.down,
    name: '20261121_232352_initial'
  },
  {
    up: migration_20261122_001000_locales_parent_index.up,
    down: migration_20261122_001000_locales_parent_index.down,
    name: '20261122_001000_locales_parent_index'
  },
];
