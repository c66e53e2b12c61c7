import { FileMinus, FilePen, FilePlus } from 'lucide-react'
import type { RecordAuditIcons } from '@/components/audit-actions'

/** The icons of the audit log's sentences about __entities_words__. */
export const auditIcons = {
  '__entity__.create': FilePlus,
  '__entity__.update': FilePen,
  '__entity__.delete': FileMinus,
} satisfies RecordAuditIcons
