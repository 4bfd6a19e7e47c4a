// The whole public API of @lobbykit/ui-kit: presentational components styled only through theme
// variables, plus the variant vocabularies their props are typed from.
export { tones, variants, sizes } from './vocabulary';
export type { Tone, Variant, Size } from './vocabulary';

export { Button, buttonTones, buttonVariants, buttonSizes } from './Button/Button';
export type { ButtonProps, ButtonTone, ButtonVariant, ButtonSize } from './Button/Button';

export {
  IconButton,
  iconButtonTones,
  iconButtonVariants,
  iconButtonSizes,
} from './IconButton/IconButton';
export type {
  IconButtonProps,
  IconButtonTone,
  IconButtonVariant,
  IconButtonSize,
} from './IconButton/IconButton';

export { TextField, textFieldTypes } from './TextField/TextField';
export type { TextFieldProps, TextFieldType } from './TextField/TextField';

export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';

export { Tabs } from './Tabs/Tabs';
export type { TabsProps, TabItem } from './Tabs/Tabs';

export { Dialog, dialogSizes, dialogRoles } from './Dialog/Dialog';
export type { DialogProps, DialogSize, DialogRole } from './Dialog/Dialog';
export { NativeDialog } from './NativeDialog/NativeDialog';
export type { NativeDialogProps } from './NativeDialog/NativeDialog';

export { Drawer, drawerPlacements, drawerSizes } from './Drawer/Drawer';
export type { DrawerProps, DrawerPlacement, DrawerSize } from './Drawer/Drawer';

export { ToastRegion, createToastQueue, toastTones, toastDefaultTimeout } from './Toast/Toast';
export type { ToastRegionProps, ToastContent, ToastQueue, ToastTone } from './Toast/Toast';

export { Badge, badgeTones } from './Badge/Badge';
export type { BadgeProps, BadgeTone } from './Badge/Badge';

export { Spinner, spinnerSizes } from './Spinner/Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner/Spinner';

export { Skeleton, skeletonShapes } from './Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton/Skeleton';

export { ThemeSwitch, themeModes } from './ThemeSwitch/ThemeSwitch';
export type { ThemeSwitchProps, ThemeMode } from './ThemeSwitch/ThemeSwitch';

export { LanguageSelect } from './LanguageSelect/LanguageSelect';
export type { LanguageSelectProps, LanguageOption } from './LanguageSelect/LanguageSelect';

export { GameTile, gameTileColours } from './GameTile/GameTile';
export type { GameTileProps, GameTileColour, GameTileFavourite } from './GameTile/GameTile';

export { CloseIcon, EyeIcon, CheckIcon, ChevronDownIcon } from './icons/icons';

export * from './SiteIcons/SiteIcons';
export * from './SiteIcons/MemberIcons';
export * from './LinkButton/LinkButton';
export * from './NativeSelect/NativeSelect';
export * from './ToggleIconButton/ToggleIconButton';
export * from './VipBadge/VipBadge';
export * from './BalanceDisplay/BalanceDisplay';
export * from './TextAreaField/TextAreaField';
export * from './ImagePicker/ImagePicker';
export * from './Pagination/Pagination';
export * from './Table/Table';
export * from './Select/Select';
export * from './NumberField/NumberField';
export * from './DateRangePicker/DateRangePicker';
export * from './Timeline/Timeline';
export * from './ProgressBar/ProgressBar';
export * from './Meter/Meter';
export * from './EmptyState/EmptyState';
export * from './Stat/Stat';
export * from './Carousel/Carousel';
export * from './AvatarPicker/AvatarPicker';
export * from './ShowMore/ShowMore';
