import {
  Ban,
  Bell,
  Bot,
  CalendarDays,
  Check,
  ChevronDown,
  CircleCheckBig,
  CircleQuestionMark,
  CircleUser,
  Clock,
  Code,
  Cpu,
  CreditCard,
  Eye,
  FileInput,
  FileOutput,
  Folder,
  GitMerge,
  Inbox,
  Info,
  Layers,
  LayoutDashboard,
  Lock,
  LogOut,
  MapPin,
  Menu,
  MessageCircle,
  MessageSquare,
  Mic,
  Moon,
  Paperclip,
  Pencil,
  Phone,
  Plus,
  QrCode,
  RefreshCw,
  Search,
  Send,
  Signal,
  Signature,
  SlidersVertical,
  Smartphone,
  SquareCheckBig,
  SquareKanban,
  Sun,
  Tag,
  Trash,
  TriangleExclamationPoint,
  Unplug,
  User,
  Users,
  Volume2,
  WifiOff,
  Wrench,
  X,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The app's icon names, each drawn by a Lucide icon (docs/decisions/025). Named imports keep the bundle to the
 * icons listed here; call sites keep naming what the icon is for, so a glyph changes in one place.
 */
const glyphs = {
  menu: Menu,
  dashboard: LayoutDashboard,
  tickets: MessageSquare,
  quickMessages: Zap,
  kanban: SquareKanban,
  contacts: Users,
  schedules: CalendarDays,
  tags: Tag,
  chats: MessageCircle,
  helps: CircleQuestionMark,
  todolist: SquareCheckBig,
  campaigns: Send,
  announcements: Bell,
  messagesApi: Code,
  users: User,
  queues: Layers,
  prompts: Cpu,
  queueIntegration: GitMerge,
  connections: Smartphone,
  files: Folder,
  financeiro: CreditCard,
  settings: SlidersVertical,
  sun: Sun,
  moon: Moon,
  volume: Volume2,
  refresh: RefreshCw,
  logout: LogOut,
  plus: Plus,
  edit: Pencil,
  trash: Trash,
  search: Search,
  close: X,
  chevronDown: ChevronDown,
  check: Check,
  alert: TriangleExclamationPoint,
  info: Info,
  lock: Lock,
  tool: Wrench,
  userCircle: CircleUser,
  pin: MapPin,
  /** Connection status: connected, session not started, phone lost, waiting for the QR scan. */
  signal: Signal,
  signalOff: Unplug,
  signalLost: WifiOff,
  qrcode: QrCode,
  /** Ticket workspace. */
  eye: Eye,
  robot: Bot,
  inbox: Inbox,
  checkCircle: CircleCheckBig,
  /** Conversation. */
  clock: Clock,
  paperclip: Paperclip,
  microphone: Mic,
  send: Send,
  phone: Phone,
  block: Ban,
  signature: Signature,
  /** Contacts CSV import/export. */
  fileImport: FileInput,
  fileExport: FileOutput,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof glyphs;

/** One stroke width for every icon at every size, so a 16 px and a 28 px icon read as one set. */
const STROKE_WIDTH = 1.8;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const Glyph = glyphs[name];
  return (
    <Glyph
      className={className}
      size={size}
      strokeWidth={STROKE_WIDTH}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    />
  );
}
