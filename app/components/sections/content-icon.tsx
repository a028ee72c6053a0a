import {
  BookOpen,
  Briefcase,
  Building2,
  Cctv,
  CircleHelp,
  ClipboardCheck,
  ClipboardList,
  DoorOpen,
  Factory,
  Gauge,
  Handshake,
  HardHat,
  Info,
  Landmark,
  Leaf,
  type LucideIcon,
  type LucideProps,
  Mail,
  MonitorSmartphone,
  Presentation,
  Route,
  Scale,
  ShieldCheck,
  Ship,
  Smartphone,
  TrendingUp,
  Users,
} from "lucide-react";
import type { IconName } from "#content/related-links.schema.ts";

/** Content names its icons; this is the one place those names become components. */
const icons: Record<IconName, LucideIcon> = {
  BookOpen,
  Briefcase,
  Building2,
  Cctv,
  CircleHelp,
  ClipboardCheck,
  ClipboardList,
  DoorOpen,
  Factory,
  Gauge,
  HardHat,
  Handshake,
  Info,
  Landmark,
  Leaf,
  Mail,
  MonitorSmartphone,
  Presentation,
  Route,
  Scale,
  ShieldCheck,
  Ship,
  Smartphone,
  TrendingUp,
  Users,
};

/** A decorative icon named in content; the text beside it carries the meaning. */
export function ContentIcon({ name, ...props }: LucideProps & { name: IconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" data-icon={name} {...props} />;
}
