/**
 * The doctor area's public face (docs/architecture.md "Table ownership"): what other areas and the
 * sign-in may read and change of doctors. The `doctors` table is this area's; nothing else writes it
 * or names it in SQL.
 */
export {
  activeWithEmail, addToBalance, auditNames, balance, balanceOf, bindByEmail, boundTo, countHoldingExpertise, detachOrganization,
  doctorEmail, doctorName, doctorNameText, doctorSearchText, dropBindingsNotIn, expertiseHeld, figures, frozenBalance, joinDoctor,
  batchTarget, liveCountsByOrganization, liveExists, notificationSettings, recommendTarget, registrations, setNotificationSettings, type DoctorName, searchHits,
} from './doctor.repository'
export { doctors } from './doctor.table'
