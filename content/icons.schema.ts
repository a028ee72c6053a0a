import { z } from "zod";

/**
 * Icons are named, not imported: content stays free of React, and the
 * component layer maps each name to its lucide icon (content-icon.tsx),
 * the one list for every page.
 */
export const IconNameSchema = z.enum([
  "BookOpen",
  "Briefcase",
  "Building2",
  "Cctv",
  "CircleHelp",
  "ClipboardCheck",
  "ClipboardList",
  "DoorOpen",
  "Factory",
  "FileText",
  "Gauge",
  "Globe",
  "Handshake",
  "HardHat",
  "Info",
  "Landmark",
  "Layers",
  "Leaf",
  "Mail",
  "MonitorSmartphone",
  "Network",
  "Phone",
  "Presentation",
  "Route",
  "Scale",
  "Shield",
  "ShieldCheck",
  "Ship",
  "Smartphone",
  "Target",
  "TrendingUp",
  "Users",
]);
export type IconName = z.infer<typeof IconNameSchema>;
