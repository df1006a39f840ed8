// The design system's public surface: explicit named exports only.
export { cn } from './lib/cn';

export { Badge, badgeVariants, type BadgeProps } from './primitives/Badge';
export { Button, buttonVariants, type ButtonProps } from './primitives/Button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardVariants,
  type CardProps,
} from './primitives/Card';
export { Container, containerVariants, type ContainerProps } from './primitives/Container';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './primitives/Dialog';
export {
  NativeDialog,
  NativeDialogTrigger,
  type NativeDialogProps,
  type NativeDialogTriggerProps,
} from './primitives/NativeDialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './primitives/DropdownMenu';
export { Field, useFieldControl, type FieldProps } from './primitives/Field';
export { FileInput, type FileInputProps } from './primitives/FileInput';
export { Heading, headingVariants, type HeadingProps } from './primitives/Heading';
export { Input, type InputProps } from './primitives/Input';
export { ProgressBar, clampPercent, type ProgressBarProps } from './primitives/ProgressBar';
export { Section, sectionVariants, type SectionProps } from './primitives/Section';
export { Select, type SelectOption, type SelectProps } from './primitives/Select';
export { Spinner, spinnerVariants, type SpinnerProps } from './primitives/Spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/Tabs';
export { Textarea, type TextareaProps } from './primitives/Textarea';
export { TOAST_DURATIONS, Toaster, toast, type ToasterProps } from './primitives/Toaster';

export { Link } from './lib/Link';
export { UiIcon, uiIconNames, type UiIconName, type UiIconProps } from './icons/UiIcon';
export { BrandIcon, brandNames, type BrandName, type BrandIconProps } from './icons/BrandIcon';
export {
  TechIcon,
  type BrandMark,
  type LineMark,
  type TechIconProps,
  type TechMark,
} from './icons/TechIcon';
export { Logo, type LogoProps } from './layout/Logo';
export {
  LanguageSelect,
  type LanguageOption,
  type LanguageSelectProps,
} from './layout/LanguageSelect';
export { SocialLinks, type SocialLinksProps } from './layout/SocialLinks';
export { MobileMenu, type MobileMenuProps } from './layout/MobileMenu';
export {
  DROPDOWN_CLOSE_DELAY,
  ServicesDropdown,
  type ServicesDropdownProps,
} from './layout/ServicesDropdown';
export { HEADER_SCROLL_THRESHOLD, Header, type HeaderProps } from './layout/Header';
export { Footer, type FooterProps } from './layout/Footer';
export type { NavGroup, NavItem, NavLink, SiteNavigation, SocialLink } from './layout/types';

export {
  ResponsiveImage,
  type ImageData,
  type ImageSourceSet,
  type ResponsiveImageProps,
} from './primitives/ResponsiveImage';
export type { ActionLink, Picture } from './sections/types';
export {
  SectionHeader,
  sectionHeaderVariants,
  type SectionHeaderProps,
} from './sections/SectionHeader';
export {
  HERO_INTERVAL,
  HeroSlider,
  type HeroSlide,
  type HeroSliderLabels,
  type HeroSliderProps,
} from './sections/HeroSlider';
export { StatStrip, statStripVariants, type Stat, type StatStripProps } from './sections/StatStrip';
export { Notice, type NoticeProps, type NoticeTone } from './sections/Notice';
export { PromoBanner, type PromoBannerProps } from './sections/PromoBanner';
export { TeamSection, type TeamMember, type TeamSectionProps } from './sections/TeamSection';
export { ServiceCard, type ServiceCardProps } from './sections/ServiceCard';
export { FeatureCard, featureCardVariants, type FeatureCardProps } from './sections/FeatureCard';
export {
  StarRating,
  Testimonial,
  type StarRatingProps,
  type TestimonialProps,
} from './sections/Testimonial';
export { PostCard, type PostCardProps } from './sections/PostCard';
export { PostGrid, type PostGridProps } from './sections/PostGrid';
export { PageHero, type PageHeroProps } from './sections/PageHero';
export { CtaBanner, type CtaBannerProps } from './sections/CtaBanner';
export { TechList, type TechItem, type TechListProps } from './sections/TechList';
export { SkillBar, type SkillBarProps } from './sections/SkillBar';
export {
  ProjectTypePicker,
  type ProjectType,
  type ProjectTypePickerProps,
} from './sections/ProjectTypePicker';
export { ContactDetails, type ContactDetailsProps } from './sections/ContactDetails';
export { ParallaxBackground, type ParallaxBackgroundProps } from './sections/ParallaxBackground';
export { ProjectCard, type ProjectCardProps } from './sections/ProjectCard';
export { JobPosting, type JobPostingProps } from './sections/JobPosting';
export { ArticleBody, type ArticleBlock, type ArticleBodyProps } from './sections/ArticleBody';
export {
  ShareLinks,
  shareNetworks,
  type ShareLinksProps,
  type ShareNetwork,
} from './sections/ShareLinks';
export { StatusMessage, type StatusMessageProps } from './sections/StatusMessage';
export { FilterBar, type FilterBarProps, type FilterOption } from './sections/FilterBar';
export { ComparisonTable, type ComparisonTableProps } from './sections/ComparisonTable';
export { Timeline, type TimelineProps, type TimelineStep } from './sections/Timeline';
export { PriceCard, type PriceCardProps } from './sections/PriceCard';
export { ToolCard, type ToolCardProps } from './sections/ToolCard';

export { ContactForm, type ContactFormProps, type ContactFormTexts } from './forms/ContactForm';
export {
  PrivacyNotice,
  type PrivacyNoticeProps,
  type PrivacyNoticeTexts,
} from './forms/PrivacyNotice';
export {
  ApplicationForm,
  type ApplicationFormProps,
  type ApplicationFormTexts,
} from './forms/ApplicationForm';
export {
  QrPreview,
  qrPathData,
  type QrCheckState,
  type QrModules,
  type QrPreviewProps,
} from './tools/QrPreview';
export { QrForm, type QrFieldText, type QrFormProps, type QrFormTexts } from './tools/QrForm';
export { Slider, type SliderProps } from './primitives/Slider';
export {
  ImageDropZone,
  type ImageDropZoneProps,
  type ImageDropZoneTexts,
} from './tools/ImageDropZone';
export {
  ImageCropper,
  type CropSettings,
  type ImageCropperProps,
  type ImageCropperTexts,
} from './tools/ImageCropper';
export {
  CompressSettingsPanel,
  type CompressSettingsPanelProps,
  type CompressSettingsTexts,
} from './tools/CompressSettingsPanel';
export {
  CompressResults,
  type CompressItem,
  type CompressResultsProps,
  type CompressResultsTexts,
} from './tools/CompressResults';
export { ImageCompare, type ImageCompareProps } from './tools/ImageCompare';

// Web audit: form, progress and report parts (ui/tools/audit).
// (audit-core exports)
export { AuditForm, type AuditFormProps, type AuditFormTexts } from './tools/audit/AuditForm';
export {
  AuditProgress,
  type AuditProgressProps,
  type AuditProgressStep,
  type AuditProgressTexts,
} from './tools/audit/AuditProgress';
export {
  ScorePanel,
  scoreTone,
  type ScoreCounter,
  type ScorePanelProps,
  type ScorePanelTexts,
  type ScoreTone,
} from './tools/audit/ScorePanel';
export {
  RatingBadge,
  VitalsCard,
  type RatingBadgeProps,
  type VitalsCardProps,
} from './tools/audit/VitalsCard';
export { MetricList, type MetricListItem, type MetricListProps } from './tools/audit/MetricList';
export {
  Checklist,
  type ChecklistItem,
  type ChecklistProps,
  type ChecklistTexts,
} from './tools/audit/Checklist';
export {
  RecommendationCard,
  priorityBadgeVariants,
  type RecommendationCardProps,
} from './tools/audit/RecommendationCard';
export { InsightList, type InsightListProps, type InsightTone } from './tools/audit/InsightList';
export { TrendList, type TrendItem, type TrendListProps } from './tools/audit/TrendList';
export {
  AuditHistory,
  type AuditHistoryEntryView,
  type AuditHistoryProps,
  type AuditHistoryTexts,
} from './tools/audit/AuditHistory';
export {
  AuditChanges,
  type AuditChangeTrend,
  type AuditChangeView,
  type AuditChangesProps,
} from './tools/audit/AuditChanges';

// Web audit: charts (ui/tools/audit).
// (audit-charts exports)
export {
  RadarChart,
  type RadarChartProps,
  type RadarChartTexts,
  type RadarDimension,
} from './tools/audit/RadarChart';
export {
  ComparisonChart,
  type ComparisonChartProps,
  type ComparisonChartTexts,
  type ComparisonRowView,
} from './tools/audit/ComparisonChart';
export {
  ImpactChart,
  type ImpactChartProps,
  type ImpactChartTexts,
  type ImpactHighlight,
  type ImpactSlice,
} from './tools/audit/ImpactChart';

// Web audit: the whole report, composed of the parts above (ui/tools/audit).
export {
  AUDIT_REPORT_TABS,
  AuditReport,
  type AuditChecklistView,
  type AuditRecommendationView,
  type AuditReportProps,
  type AuditReportTab,
  type AuditReportTexts,
  type AuditReportView,
  type AuditVitalView,
} from './tools/audit/AuditReport';

// Chat: launcher, panel and messages (ui/tools/chat).
export {
  LanguageOffer,
  type LanguageOfferProps,
  type LanguageOfferTexts,
} from './layout/LanguageOffer';
export {
  ChatLauncher,
  ChatUnreadBadge,
  type ChatLauncherProps,
  type ChatUnreadBadgeProps,
} from './tools/chat/ChatLauncher';
export { ChatMarkdown, type ChatMarkdownProps } from './tools/chat/ChatMarkdown';
export {
  ChatPanel,
  type ChatPanelMessage,
  type ChatPanelIntro,
  type ChatPanelProps,
  type ChatPanelTexts,
  type ChatQuickReply,
} from './tools/chat/ChatPanel';
