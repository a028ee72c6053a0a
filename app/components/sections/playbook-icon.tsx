import {
  BookOpen,
  Briefcase,
  ClipboardCheck,
  Factory,
  FileText,
  Globe,
  HardHat,
  Layers,
  type LucideIcon,
  type LucideProps,
  Network,
  Phone,
  Scale,
  Shield,
  Ship,
  Target,
} from "lucide-react";
import type { PlaybookIcon as IconName } from "#content/playbooks.schema.ts";

const icons: Record<IconName, LucideIcon> = {
  "book-open": BookOpen,
  briefcase: Briefcase,
  "clipboard-check": ClipboardCheck,
  factory: Factory,
  "file-text": FileText,
  globe: Globe,
  "hard-hat": HardHat,
  layers: Layers,
  network: Network,
  phone: Phone,
  scale: Scale,
  shield: Shield,
  ship: Ship,
  target: Target,
};

/** A decorative icon named in the playbook content; the text beside it carries the meaning. */
export function PlaybookIcon({ name, ...props }: LucideProps & { name: IconName }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" {...props} />;
}
