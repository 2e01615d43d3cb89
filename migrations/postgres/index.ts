import * as migration_20261121_232352_initial from './20261121_232352_initial';

export const migrations = [
  {
    up: migration_20261121_232352_initial.up,
    down: migration_20261121_232352_initial.down,
    name: '20261121_232352_initial'
  },
];
