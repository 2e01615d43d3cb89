import * as migration_20261121_232352_initial from './20261121_232352_initial';
import * as migration_20261122_001000_locales_parent_index from './20261122_001000_locales_parent_index';
import * as migration_20261122_032153_forms from './20261122_032153_forms';
import * as migration_20261122_075133_search from './20261122_075133_search';
import * as migration_20261124_162739_mail_keys from './20261124_162739_mail_keys';
import * as migration_20261124_215409_media_object_storage from './20261124_215409_media_object_storage';
import * as migration_20261125_093351_media_swatches from './20261125_093351_media_swatches';
import * as migration_20261125_095906_artwork_inventory from './20261125_095906_artwork_inventory';
import * as migration_20261126_054334_artwork_public_price from './20261126_054334_artwork_public_price';
import * as migration_20261126_091432_users_lockout_per_address from './20261126_091432_users_lockout_per_address';
import * as migration_20261126_130420_sales_pipeline from './20261126_130420_sales_pipeline';
import * as migration_20261129_163601_contacts from './20261129_163601_contacts';
import * as migration_20261129_164246_staff_signature from './20261129_164246_staff_signature';
import * as migration_20261129_190128_roles_status_history from './20261129_190128_roles_status_history';
import * as migration_20261129_192051_query_presets from './20261129_192051_query_presets';
import * as migration_20261129_192854_case_waiting from './20261129_192854_case_waiting';
import * as migration_20261129_193709_reply_templates from './20261129_193709_reply_templates';
import * as migration_20261129_202605_vat_note from './20261129_202605_vat_note';
import * as migration_20261129_221429_outbox_attachments from './20261129_221429_outbox_attachments';
import * as migration_20261130_043347_viewing_rooms from './20261130_043347_viewing_rooms';
import * as migration_20261130_045229_viewing_room_cases_interest from './20261130_045229_viewing_room_cases_interest';

export const migrations = [
  {
    up: migration_20261121_232352_initial.up,
    down: migration_20261121_232352_initial.down,
    name: '20261121_232352_initial',
  },
  {
    up: migration_20261122_001000_locales_parent_index.up,
    down: migration_20261122_001000_locales_parent_index.down,
    name: '20261122_001000_locales_parent_index',
  },
  {
    up: migration_20261122_032153_forms.up,
    down: migration_20261122_032153_forms.down,
    name: '20261122_032153_forms',
  },
  {
    up: migration_20261122_075133_search.up,
    down: migration_20261122_075133_search.down,
    name: '20261122_075133_search',
  },
  {
    up: migration_20261124_162739_mail_keys.up,
    down: migration_20261124_162739_mail_keys.down,
    name: '20261124_162739_mail_keys',
  },
  {
    up: migration_20261124_215409_media_object_storage.up,
    down: migration_20261124_215409_media_object_storage.down,
    name: '20261124_215409_media_object_storage',
  },
  {
    up: migration_20261125_093351_media_swatches.up,
    down: migration_20261125_093351_media_swatches.down,
    name: '20261125_093351_media_swatches',
  },
  {
    up: migration_20261125_095906_artwork_inventory.up,
    down: migration_20261125_095906_artwork_inventory.down,
    name: '20261125_095906_artwork_inventory',
  },
  {
    up: migration_20261126_054334_artwork_public_price.up,
    down: migration_20261126_054334_artwork_public_price.down,
    name: '20261126_054334_artwork_public_price',
  },
  {
    up: migration_20261126_091432_users_lockout_per_address.up,
    down: migration_20261126_091432_users_lockout_per_address.down,
    name: '20261126_091432_users_lockout_per_address',
  },
  {
    up: migration_20261126_130420_sales_pipeline.up,
    down: migration_20261126_130420_sales_pipeline.down,
    name: '20261126_130420_sales_pipeline',
  },
  {
    up: migration_20261129_163601_contacts.up,
    down: migration_20261129_163601_contacts.down,
    name: '20261129_163601_contacts',
  },
  {
    up: migration_20261129_164246_staff_signature.up,
    down: migration_20261129_164246_staff_signature.down,
    name: '20261129_164246_staff_signature',
  },
  {
    up: migration_20261129_190128_roles_status_history.up,
    down: migration_20261129_190128_roles_status_history.down,
    name: '20261129_190128_roles_status_history',
  },
  {
    up: migration_20261129_192051_query_presets.up,
    down: migration_20261129_192051_query_presets.down,
    name: '20261129_192051_query_presets',
  },
  {
    up: migration_20261129_192854_case_waiting.up,
    down: migration_20261129_192854_case_waiting.down,
    name: '20261129_192854_case_waiting',
  },
  {
    up: migration_20261129_193709_reply_templates.up,
    down: migration_20261129_193709_reply_templates.down,
    name: '20261129_193709_reply_templates',
  },
  {
    up: migration_20261129_202605_vat_note.up,
    down: migration_20261129_202605_vat_note.down,
    name: '20261129_202605_vat_note',
  },
  {
    up: migration_20261129_221429_outbox_attachments.up,
    down: migration_20261129_221429_outbox_attachments.down,
    name: '20261129_221429_outbox_attachments',
  },
  {
    up: migration_20261130_043347_viewing_rooms.up,
    down: migration_20261130_043347_viewing_rooms.down,
    name: '20261130_043347_viewing_rooms',
  },
  {
    up: migration_20261130_045229_viewing_room_cases_interest.up,
    down: migration_20261130_045229_viewing_room_cases_interest.down,
    name: '20261130_045229_viewing_room_cases_interest'
  },
];
