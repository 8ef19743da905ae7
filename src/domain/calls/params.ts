/** Path-parameter structs, keyed exactly like the `{placeholders}` of SPEC section 3. */
import { Schema } from 'effect'
import {
  AccountId, AnswerId, ArticleId, BelongId, ClientId, CsvUpdateId, DoctorId, ExpertiseId, FileId, ManuscriptId, MediaId,
  OperatorId, OrganizationId, PressReleaseId, RecommendId, ReviewId, SavedViewId,
} from '../ids'

export const ManuscriptParams = Schema.Struct({ manuscriptID: ManuscriptId })
export const ManuscriptReviewParams = Schema.Struct({ manuscriptID: ManuscriptId, reviewID: ReviewId })
export const ArticleParams = Schema.Struct({ articleID: ArticleId })
export const ArticleAnswerParams = Schema.Struct({ articleID: ArticleId, answerID: AnswerId })
export const OrganizationParams = Schema.Struct({ organizationID: OrganizationId })
export const PressReleaseParams = Schema.Struct({ pressReleaseID: PressReleaseId })
export const RecommendParams = Schema.Struct({ recommendID: RecommendId })
export const ClientParams = Schema.Struct({ clientID: ClientId })
export const DoctorParams = Schema.Struct({ doctorID: DoctorId })
export const MediaParams = Schema.Struct({ mediaID: MediaId })
export const OperatorParams = Schema.Struct({ operatorID: OperatorId })
export const AccountParams = Schema.Struct({ AccountID: AccountId })
export const ExpertiseParams = Schema.Struct({ expertiseID: ExpertiseId })
export const BelongParams = Schema.Struct({ belongID: BelongId })
export const FileParams = Schema.Struct({ fileID: FileId })
export const SavedViewParams = Schema.Struct({ savedViewID: SavedViewId })
export const CsvUpdateParams = Schema.Struct({ csvUpdateID: CsvUpdateId })
