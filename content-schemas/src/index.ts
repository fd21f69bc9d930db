import { z } from "zod";
import {
  AccountDelete,
  AuthMethods,
  ConfirmRequest,
  CredentialsRequest,
  ExternalLogin,
  ForgotRequest,
  LikeRequest,
  MailAccepted,
  PasswordChange,
  RegisterRequest,
  ResetRequest,
  UserPatch,
} from "./account.ts";
import { Author, AuthorProfile } from "./author.ts";
import { PersonalizationOptions, Preferences, PreferencesRequest } from "./personalization.ts";
import {
  Comment,
  CommentLikeIds,
  CommentLikeRequest,
  CommentLikeState,
  CommentRequest,
  Cookbook,
  CookbookItemRequest,
  CookbookList,
  CookbookMoveRequest,
  CookbookRequest,
  ImageUpload,
  RatingDelete,
  RatingRequest,
  RatingState,
  ReportReceipt,
  ReportRequest,
  ShoppingItem,
  ShoppingItemPatch,
  ShoppingItemRequest,
  ShoppingList,
  ShoppingRecipeRequest,
  UserImage,
  UserImageList,
} from "./community.ts";
import { ContentCollection, Ingredient, ShoppingTip, SlugRedirect } from "./catalogue.ts";
import {
  EditorialCreate,
  EditorialItem,
  EditorialPatch,
  EditorialVersion,
  ReportDecision,
  ReportDecisionReceipt,
  ReportGroup,
  RoleRequest,
  StoryDraft,
  TeamList,
  TeamMember,
} from "./editorial.ts";
import { Article, ContentSummary, Recipe } from "./content.ts";
import { ErrorBody } from "./error.ts";
import { Feed } from "./feed.ts";
import { FeedbackEntry, FeedbackPatch, FeedbackReceipt, FeedbackRequest } from "./feedback.ts";
import { Menu } from "./menu.ts";
import { AuditEntry, OwnRecipe, OwnRecipeList, RecipeDraft, RejectRequest, Submission } from "./own-recipes.ts";
import { paged } from "./paged.ts";
import { SearchResults, SearchSuggestions } from "./search.ts";
import { Category, Tag } from "./taxonomy.ts";
import { NewsletterPayload, NewsletterStatus, TrackingEvent } from "./tracking.ts";
import { LikeIds, LikeRecord, LikeState, UserEnvelope, UserSession } from "./user.ts";

export * from "./account.ts";
export * from "./author.ts";
export * from "./catalogue.ts";
export * from "./common.ts";
export * from "./community.ts";
export * from "./content.ts";
export * from "./editorial.ts";
export * from "./own-recipes.ts";
export * from "./personalization.ts";
export * from "./error.ts";
export * from "./feed.ts";
export * from "./feedback.ts";
export * from "./menu.ts";
export * from "./paged.ts";
export * from "./search.ts";
export * from "./taxonomy.ts";
export * from "./tracking.ts";
export * from "./user.ts";

/**
 * Every shape that crosses the wire, by the name of its JSON Schema file. The gateway embeds
 * the exported files (gateway/internal/schema/json/<name>.json) and validates upstream answers
 * and request bodies with them; the fixtures under fixtures/<name>/ are checked by both sides.
 */
export const schemas = {
  "account-delete": AccountDelete,
  article: Article,
  "auth-methods": AuthMethods,
  author: Author,
  "author-profile": AuthorProfile,
  category: Category,
  comment: Comment,
  "comment-like-ids": CommentLikeIds,
  "comment-like-request": CommentLikeRequest,
  "comment-like-state": CommentLikeState,
  "comment-request": CommentRequest,
  cookbook: Cookbook,
  "cookbook-item-request": CookbookItemRequest,
  "cookbook-list": CookbookList,
  "cookbook-move-request": CookbookMoveRequest,
  "cookbook-request": CookbookRequest,
  "confirm-request": ConfirmRequest,
  "content-collection": ContentCollection,
  "content-summary": ContentSummary,
  "credentials-request": CredentialsRequest,
  "editorial-create": EditorialCreate,
  "editorial-item": EditorialItem,
  "editorial-patch": EditorialPatch,
  "editorial-version": EditorialVersion,
  error: ErrorBody,
  "external-login": ExternalLogin,
  feed: Feed,
  "feedback-patch": FeedbackPatch,
  "feedback-receipt": FeedbackReceipt,
  "feedback-request": FeedbackRequest,
  "forgot-request": ForgotRequest,
  "image-upload": ImageUpload,
  ingredient: Ingredient,
  "like-ids": LikeIds,
  "like-record": LikeRecord,
  "like-request": LikeRequest,
  "like-state": LikeState,
  "mail-accepted": MailAccepted,
  menu: Menu,
  "own-recipe": OwnRecipe,
  "own-recipe-list": OwnRecipeList,
  newsletter: NewsletterPayload,
  "newsletter-status": NewsletterStatus,
  "paged-audit-entry": paged(AuditEntry),
  "paged-author-profile": paged(AuthorProfile),
  "paged-category": paged(Category),
  "paged-comment": paged(Comment),
  "paged-content-collection": paged(ContentCollection),
  "paged-content-summary": paged(ContentSummary),
  "paged-ingredient": paged(Ingredient),
  "paged-editorial-item": paged(EditorialItem),
  "paged-feedback-entry": paged(FeedbackEntry),
  "paged-like-record": paged(LikeRecord),
  "paged-report-group": paged(ReportGroup),
  "paged-shopping-tip": paged(ShoppingTip),
  "paged-slug-redirect": paged(SlugRedirect),
  "paged-submission": paged(Submission),
  "paged-tag": paged(Tag),
  "password-change": PasswordChange,
  "personalization-options": PersonalizationOptions,
  preferences: Preferences,
  "preferences-request": PreferencesRequest,
  "rating-delete": RatingDelete,
  "rating-request": RatingRequest,
  "rating-state": RatingState,
  recipe: Recipe,
  "recipe-draft": RecipeDraft,
  "register-request": RegisterRequest,
  "reject-request": RejectRequest,
  "report-decision": ReportDecision,
  "report-decision-receipt": ReportDecisionReceipt,
  "report-receipt": ReportReceipt,
  "report-request": ReportRequest,
  "reset-request": ResetRequest,
  "role-request": RoleRequest,
  "search-results": SearchResults,
  "search-suggestions": SearchSuggestions,
  "shopping-item": ShoppingItem,
  "shopping-item-patch": ShoppingItemPatch,
  "shopping-item-request": ShoppingItemRequest,
  "shopping-list": ShoppingList,
  "shopping-recipe-request": ShoppingRecipeRequest,
  "shopping-tip": ShoppingTip,
  "slug-redirect": SlugRedirect,
  "story-draft": StoryDraft,
  tag: Tag,
  "team-list": TeamList,
  "team-member": TeamMember,
  "tracking-event": TrackingEvent,
  user: UserEnvelope,
  "user-image": UserImage,
  "user-image-list": UserImageList,
  "user-patch": UserPatch,
  "user-session": UserSession,
} satisfies Record<string, z.ZodType>;

export type SchemaName = keyof typeof schemas;

/** The JSON Schema text of one shape, exactly as committed for the gateway. */
export function jsonSchemaText(name: SchemaName): string {
  const json = z.toJSONSchema(schemas[name], { io: "input" });
  return JSON.stringify({ $id: `https://tischlein.example/schemas/${name}.json`, ...json }, null, 2) + "\n";
}
