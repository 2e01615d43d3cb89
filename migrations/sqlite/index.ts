import * as migration_20261121_232345_initial from './20261121_232345_initial';
import * as migration_20261122_001000_locales_parent_index from './20261122_001000_locales_parent_index';
import * as migration_20261122_032120_forms from './20261122_032120_forms';
import * as migration_20261122_075053_search from './20261122_075053_search';
import * as migration_20261124_162640_mail_keys from './20261124_162640_mail_keys';
import * as migration_20261124_215351_media_object_storage from './20261124_215351_media_object_storage';
import * as migration_20261125_093340_media_swatches from './20261125_093340_media_swatches';
import * as migration_20261125_095847_artwork_inventory from './20261125_095847_artwork_inventory';
import * as migration_20261126_054218_artwork_public_price from './20261126_054218_artwork_public_price';
import * as migration_20261126_091430_users_lockout_per_address from './20261126_091430_users_lockout_per_address';
import * as migration_20261126_130405_sales_pipeline from './20261126_130405_sales_pipeline';
import * as migration_20261128_184500_delete_actions from './20261128_184500_delete_actions';
import * as migration_20261129_163558_contacts from './20261129_163558_contacts';
import * as migration_20261129_164242_staff_signature from './20261129_164242_staff_signature';
import * as migration_20261129_190125_roles_status_history from './20261129_190125_roles_status_history';
import * as migration_20261129_192048_query_presets from './20261129_192048_query_presets';
import * as migration_20261129_192852_case_waiting from './20261129_192852_case_waiting';
import * as migration_20261129_193707_reply_templates from './20261129_193707_reply_templates';
import * as migration_20261129_202600_vat_note from './20261129_202600_vat_note';
import * as migration_20261129_221414_outbox_attachments from './20261129_221414_outbox_attachments';
import * as migration_20261130_043344_viewing_rooms from './20261130_043344_viewing_rooms';
import * as migration_20261130_045225_viewing_room_cases_interest from './20261130_045225_viewing_room_cases_interest';

export const migrations = [
  {
    up: migration_20261121_232345_initial.up,
    down: migration_20261121_232345_initial.down,
    name: '20261121_232345_initial',
  },
  {
    up: migration_20261122_001000_locales_parent_index.up,
    down: migration_20261122_001000_locales_parent_index.down,
    name: '20261122_001000_locales_parent_index',
  },
  {
    up: migration_20261122_032120_forms.up,
    down: migration_20261122_032120_forms.down,
    name: '20261122_032120_forms',
  },
  {
    up: migration_20261122_075053_search.up,
    down: migration_20261122_075053_search.down,
    name: '20261122_075053_search',
  },
  {
    up: migration_20261124_162640_mail_keys.up,
    down: migration_20261124_162640_mail_keys.down,
    name: '20261124_162640_mail_keys',
  },
  {
    up: migration_20261124_215351_media_object_storage.up,
    down: migration_20261124_215351_media_object_storage.down,
    name: '20261124_215351_media_object_storage',
  },
  {
    up: migration_20261125_093340_media_swatches.up,
    down: migration_20261125_093340_media_swatches.down,
    name: '20261125_093340_media_swatches',
  },
  {
    up: migration_20261125_095847_artwork_inventory.up,
    down: migration_20261125_095847_artwork_inventory.down,
    name: '20261125_095847_artwork_inventory',
  },
  {
    up: migration_20261126_054218_artwork_public_price.up,
    down: migration_20261126_054218_artwork_public_price.down,
    name: '20261126_054218_artwork_public_price',
  },
  {
    up: migration_20261126_091430_users_lockout_per_address.up,
    down: migration_20261126_091430_users_lockout_per_address.down,
    name: '20261126_091430_users_lockout_per_address',
  },
  {
    up: migration_20261126_130405_sales_pipeline.up,
    down: migration_20261126_130405_sales_pipeline.down,
    name: '20261126_130405_sales_pipeline',
  },
  {
    up: migration_20261128_184500_delete_actions.up,
    down: migration_20261128_184500_delete_actions.down,
    name: '20261128_184500_delete_actions',
  },
  {
    up: migration_20261129_163558_contacts.up,
    down: migration_20261129_163558_contacts.down,
    name: '20261129_163558_contacts',
  },
  {
    up: migration_20261129_164242_staff_signature.up,
    down: migration_20261129_164242_staff_signature.down,
    name: '20261129_164242_staff_signature',
  },
  {
    up: migration_20261129_190125_roles_status_history.up,
    down: migration_20261129_190125_roles_status_history.down,
    name: '20261129_190125_roles_status_history',
  },
  {
    up: migration_20261129_192048_query_presets.up,
    down: migration_20261129_192048_query_presets.down,
    name: '20261129_192048_query_presets',
  },
  {
    up: migration_20261129_192852_case_waiting.up,
    down: migration_20261129_192852_case_waiting.down,
    name: '20261129_192852_case_waiting',
  },
  {
    up: migration_20261129_193707_reply_templates.up,
    down: migration_20261129_193707_reply_templates.down,
    name: '20261129_193707_reply_templates',
  },
  {
    up: migration_20261129_202600_vat_note.up,
    down: migration_20261129_202600_vat_note.down,
    name: '20261129_202600_vat_note',
  },
  {
    up: migration_20261129_221414_outbox_attachments.up,
    down: migration_20261129_221414_outbox_attachments.down,
    name: '20261129_221414_outbox_attachments',
  },
  {
    up: migration_20261130_043344_viewing_rooms.up,
    down: migration_20261130_043344_viewing_rooms.down,
    name: '20261130_043344_viewing_rooms',
  },
  {
    up: migration_20261130_045225_viewing_room_cases_interest.up,
    down: migration_20261130_045225_viewing_room_cases_interest.down,
    name: '20261130_045225_viewing_room_cases_interest'
  },
];
