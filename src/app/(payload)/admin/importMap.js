import { AcceptColours as AcceptColours_2ef34071388d92f057e69f40aa4912b6 } from '../../../cms/admin/AcceptColours'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ArtworkThumbnailCell as ArtworkThumbnailCell_d4cff3aaf0bb443a219b3e7bce244d04 } from '../../../cms/admin/ArtworkThumbnailCell'
import { ArtworkPriceCell as ArtworkPriceCell_6c7786b9febc17eef28a76916d766d61 } from '../../../cms/admin/ArtworkCells'
import { ArtworkSoldCell as ArtworkSoldCell_6c7786b9febc17eef28a76916d766d61 } from '../../../cms/admin/ArtworkCells'
import { WorkAvailabilityCell as WorkAvailabilityCell_7f1b8d7e664185c16e394cb600c84153 } from '../../../features/sales/admin/WorkAvailability'
import { GalleryDateCell as GalleryDateCell_91c274e85b6a00f451bac46abe29d9f9 } from '../../../cms/admin/GalleryDateCell'
import { GalleryDateField as GalleryDateField_36ac16bdd8762c562f58a57b71bd7f1e } from '../../../cms/admin/GalleryDate'
import { CatalogueListActions as CatalogueListActions_0b919be59140b535ed7888d697ef7220 } from '../../../features/catalogue/admin/CatalogueListActions'
import { BulkActions as BulkActions_98faa91644882688ba67ae60089280be } from '../../../cms/admin/BulkActions'
import { WorkAvailabilityFilters as WorkAvailabilityFilters_7f1b8d7e664185c16e394cb600c84153 } from '../../../features/sales/admin/WorkAvailability'
import { SelectionPrintButtons as SelectionPrintButtons_9f7709e41be89fa0b4716c320b19f0d8 } from '../../../cms/admin/PrintButtons'
import { WorkSheetButtons as WorkSheetButtons_9f7709e41be89fa0b4716c320b19f0d8 } from '../../../cms/admin/PrintButtons'
import { PublishWithLinks as PublishWithLinks_fb99954c036c68b95e1c5fb7821e75af } from '../../../cms/admin/PublishWithLinks'
import { ExhibitionPrintButtons as ExhibitionPrintButtons_9f7709e41be89fa0b4716c320b19f0d8 } from '../../../cms/admin/PrintButtons'
import { CaseAssignToMe as CaseAssignToMe_71f2279250b6147c5ce69b92d2f047f6 } from '../../../cms/admin/CaseActions'
import { CaseAnonymise as CaseAnonymise_71f2279250b6147c5ce69b92d2f047f6 } from '../../../cms/admin/CaseActions'
import { CaseRoomInterest as CaseRoomInterest_e90aad29db95c9a1ebf772e6ee9eda9e } from '../../../features/viewing-rooms/admin/CaseRoomInterest'
import { CaseWorks as CaseWorks_71f2279250b6147c5ce69b92d2f047f6 } from '../../../cms/admin/CaseActions'
import { CaseReply as CaseReply_71f2279250b6147c5ce69b92d2f047f6 } from '../../../cms/admin/CaseActions'
import { CaseStatusHistory as CaseStatusHistory_2b305037566c6ad49121588135851364 } from '../../../features/sales/admin/CaseStatusHistory'
import { CaseListFilters as CaseListFilters_7d4dc8bd2c7f88a18981c82340bb4076 } from '../../../features/sales/admin/CaseListFilters'
import { ContactPersonData as ContactPersonData_dc00b8eb4c34adb27b14755678704784 } from '../../../features/contacts/admin/ContactPersonData'
import { ContactHistory as ContactHistory_15f0f4cf0c1ca5440fe48466c02f1f6c } from '../../../features/contacts/admin/ContactHistory'
import { ContactImport as ContactImport_fb01d4511f856b2829f4e7846b666045 } from '../../../features/contacts/admin/ContactImport'
import { MailAttachments as MailAttachments_fa15580746ae9dd1e67b1355a6981c7b } from '../../../cms/admin/MailAttachments'
import { QueryPresetsAccessCell as QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereCell as QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereField as QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnsCell as QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnField as QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByCell as QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByField as QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { GalleryIcon as GalleryIcon_7f279f323bea9ddfe7d5cd61cb4f01ac } from '../../../cms/admin/GalleryLogo'
import { GalleryLogo as GalleryLogo_7f279f323bea9ddfe7d5cd61cb4f01ac } from '../../../cms/admin/GalleryLogo'
import { CspViolations as CspViolations_5f32b46642ceb3dcb6e6584eb252c795 } from '../../../features/security/admin/CspViolations'
import { CatalogueNavLink as CatalogueNavLink_0cceb5216887f57c58c1626351897c25 } from '../../../features/catalogue/admin/CatalogueNavLink'
import { PersonDataNavLink as PersonDataNavLink_6e61f738b416f8aea0c010e4669c1b21 } from '../../../features/privacy/admin/PersonDataNavLink'
import { SalesDashboard as SalesDashboard_96f873f439aeedbe504d969e63f56581 } from '../../../features/sales/admin/SalesDashboard'
import { DateLocale as DateLocale_f85dbe3e9f4cba90fb2ad1669aba0edb } from '../../../cms/admin/DateLocale'
import { FixedTexts as FixedTexts_983bb58e64cf2b2abbf8eb441a8abe32 } from '../../../cms/admin/FixedTexts'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CatalogueView as CatalogueView_4af0ac731f9330a19b26e81db939afd7 } from '../../../features/catalogue/admin/CatalogueView'
import { PersonDataView as PersonDataView_52143265dc8082c9fac595b1fe255a1b } from '../../../features/privacy/admin/PersonDataView'
import { NoFirstUser as NoFirstUser_45c3f3675d1991bd6607d7ecedeafe09 } from '../../../cms/admin/NoFirstUser'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/AcceptColours#AcceptColours": AcceptColours_2ef34071388d92f057e69f40aa4912b6,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/ArtworkThumbnailCell#ArtworkThumbnailCell": ArtworkThumbnailCell_d4cff3aaf0bb443a219b3e7bce244d04,
  "/cms/admin/ArtworkCells#ArtworkPriceCell": ArtworkPriceCell_6c7786b9febc17eef28a76916d766d61,
  "/cms/admin/ArtworkCells#ArtworkSoldCell": ArtworkSoldCell_6c7786b9febc17eef28a76916d766d61,
  "/features/sales/admin/WorkAvailability#WorkAvailabilityCell": WorkAvailabilityCell_7f1b8d7e664185c16e394cb600c84153,
  "/cms/admin/GalleryDateCell#GalleryDateCell": GalleryDateCell_91c274e85b6a00f451bac46abe29d9f9,
  "/cms/admin/GalleryDate#GalleryDateField": GalleryDateField_36ac16bdd8762c562f58a57b71bd7f1e,
  "/features/catalogue/admin/CatalogueListActions#CatalogueListActions": CatalogueListActions_0b919be59140b535ed7888d697ef7220,
  "/cms/admin/BulkActions#BulkActions": BulkActions_98faa91644882688ba67ae60089280be,
  "/features/sales/admin/WorkAvailability#WorkAvailabilityFilters": WorkAvailabilityFilters_7f1b8d7e664185c16e394cb600c84153,
  "/cms/admin/PrintButtons#SelectionPrintButtons": SelectionPrintButtons_9f7709e41be89fa0b4716c320b19f0d8,
  "/cms/admin/PrintButtons#WorkSheetButtons": WorkSheetButtons_9f7709e41be89fa0b4716c320b19f0d8,
  "/cms/admin/PublishWithLinks#PublishWithLinks": PublishWithLinks_fb99954c036c68b95e1c5fb7821e75af,
  "/cms/admin/PrintButtons#ExhibitionPrintButtons": ExhibitionPrintButtons_9f7709e41be89fa0b4716c320b19f0d8,
  "/cms/admin/CaseActions#CaseAssignToMe": CaseAssignToMe_71f2279250b6147c5ce69b92d2f047f6,
  "/cms/admin/CaseActions#CaseAnonymise": CaseAnonymise_71f2279250b6147c5ce69b92d2f047f6,
  "/features/viewing-rooms/admin/CaseRoomInterest#CaseRoomInterest": CaseRoomInterest_e90aad29db95c9a1ebf772e6ee9eda9e,
  "/cms/admin/CaseActions#CaseWorks": CaseWorks_71f2279250b6147c5ce69b92d2f047f6,
  "/cms/admin/CaseActions#CaseReply": CaseReply_71f2279250b6147c5ce69b92d2f047f6,
  "/features/sales/admin/CaseStatusHistory#CaseStatusHistory": CaseStatusHistory_2b305037566c6ad49121588135851364,
  "/features/sales/admin/CaseListFilters#CaseListFilters": CaseListFilters_7d4dc8bd2c7f88a18981c82340bb4076,
  "/features/contacts/admin/ContactPersonData#ContactPersonData": ContactPersonData_dc00b8eb4c34adb27b14755678704784,
  "/features/contacts/admin/ContactHistory#ContactHistory": ContactHistory_15f0f4cf0c1ca5440fe48466c02f1f6c,
  "/features/contacts/admin/ContactImport#ContactImport": ContactImport_fb01d4511f856b2829f4e7846b666045,
  "/cms/admin/MailAttachments#MailAttachments": MailAttachments_fa15580746ae9dd1e67b1355a6981c7b,
  "@payloadcms/next/client#QueryPresetsAccessCell": QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereCell": QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereField": QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnsCell": QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnField": QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByCell": QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByField": QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40,
  "/cms/admin/GalleryLogo#GalleryIcon": GalleryIcon_7f279f323bea9ddfe7d5cd61cb4f01ac,
  "/cms/admin/GalleryLogo#GalleryLogo": GalleryLogo_7f279f323bea9ddfe7d5cd61cb4f01ac,
  "/features/security/admin/CspViolations#CspViolations": CspViolations_5f32b46642ceb3dcb6e6584eb252c795,
  "/features/catalogue/admin/CatalogueNavLink#CatalogueNavLink": CatalogueNavLink_0cceb5216887f57c58c1626351897c25,
  "/features/privacy/admin/PersonDataNavLink#PersonDataNavLink": PersonDataNavLink_6e61f738b416f8aea0c010e4669c1b21,
  "/features/sales/admin/SalesDashboard#SalesDashboard": SalesDashboard_96f873f439aeedbe504d969e63f56581,
  "/cms/admin/DateLocale#DateLocale": DateLocale_f85dbe3e9f4cba90fb2ad1669aba0edb,
  "/cms/admin/FixedTexts#FixedTexts": FixedTexts_983bb58e64cf2b2abbf8eb441a8abe32,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/catalogue/admin/CatalogueView#CatalogueView": CatalogueView_4af0ac731f9330a19b26e81db939afd7,
  "/features/privacy/admin/PersonDataView#PersonDataView": PersonDataView_52143265dc8082c9fac595b1fe255a1b,
  "/cms/admin/NoFirstUser#NoFirstUser": NoFirstUser_45c3f3675d1991bd6607d7ecedeafe09,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
