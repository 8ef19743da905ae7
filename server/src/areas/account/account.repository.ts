/** Admissions: whether an e-mail has a live account at a login destination, asked of the areas that own the accounts. */
export { activeWithEmail as activeOperatorExists } from '../operator'
export { activeWithEmail as liveDoctorExists } from '../doctor'
export { activeWithEmail as liveClientExists } from '../client'
