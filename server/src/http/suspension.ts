/**
 * What a suspended client (利用停止) or a frozen doctor may still call (issue 28 item 6).
 * PLACEHOLDER: refuses nothing until implemented.
 */
import type { AnyEndpoint } from '../../../src/domain/endpoint'
import type { Caller } from '../handlers/handler'

export const suspensionRefusal = (_endpoint: AnyEndpoint, _caller: Caller | null): { status: 403; message: string } | null => null
