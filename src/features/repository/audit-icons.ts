import { FolderMinus, FolderPen, FolderPlus } from 'lucide-react'
import type { RecordAuditIcons } from '@/components/audit-actions'

/** The icons of the audit log's sentences about repositories. */
export const auditIcons = {
  'repository.create': FolderPlus,
  'repository.update': FolderPen,
  'repository.delete': FolderMinus,
} satisfies RecordAuditIcons
