import { NAV_COLLAPSED_WIDTH, NAV_WIDTH, SWIPE_DRAWER, TOOLBAR_MIN_HEIGHT } from '@flowdeck/ui-kit';
import Close from '@mui/icons-material/Close';
import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import { Box, Drawer, IconButton, SwipeableDrawer, Tooltip } from '@mui/material';
import { type FocusEvent, type ReactNode, useRef, useState } from 'react';
import type { NavToggleType } from '../settings/theme-config';
import { BrandLogo } from './brand-logo';
import { NavMenu } from './nav-menu';
import type { NavSection } from './nav-model';
import { useNavScrollbar } from './use-nav-scrollbar';

/** iOS already swipes back from the left edge: keep its gesture, skip the discovery peek. */
const IOS = typeof navigator !== 'undefined' && /iPad|iPhone|iPod/.test(navigator.userAgent);

export interface VerticalNavProps {
  sections: NavSection[];
  variant: 'permanent' | 'temporary';
  collapsed: boolean;
  toggleType: NavToggleType;
  truncate: boolean;
  /** Temporary drawer only. */
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onToggleCollapsed: () => void;
}

function NavBody({
  sections,
  mini,
  toggleType,
  truncate,
  onNavigate,
  header,
}: {
  sections: NavSection[];
  mini: boolean;
  toggleType: NavToggleType;
  truncate: boolean;
  onNavigate?: () => void;
  header: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  useNavScrollbar(scroller);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' }}>
      <Box
        sx={{
          minHeight: TOOLBAR_MIN_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'space-between',
          px: mini ? 0 : 2.25,
          flexShrink: 0,
        }}
      >
        {header}
      </Box>
      <Box
        ref={scroller}
        data-testid="nav-scroller"
        sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' }}
      >
        <NavMenu sections={sections} mini={mini} toggleType={toggleType} truncate={truncate} onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}

const paperSx = {
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  overflowX: 'hidden',
} as const;

/**
 * Spec §2 vertical menu: 260 px, or a 68 px rail when collapsed (hovering the rail opens it over the
 * content). Below lg it is a temporary drawer that opens with a swipe from the left edge.
 */
export function VerticalNav(props: VerticalNavProps) {
  const { sections, variant, collapsed, toggleType, truncate, open, onOpen, onClose, onToggleCollapsed } = props;
  const [hovered, setHovered] = useState(false);

  if (variant === 'temporary')
    return (
      <SwipeableDrawer
        anchor="left"
        open={open}
        onOpen={onOpen}
        onClose={onClose}
        swipeAreaWidth={SWIPE_DRAWER.swipeAreaWidth}
        minFlingVelocity={SWIPE_DRAWER.minFlingVelocity}
        hysteresis={SWIPE_DRAWER.hysteresis}
        disableBackdropTransition={!IOS}
        disableDiscovery={IOS}
        ModalProps={{ keepMounted: true }}
        sx={{ '& .MuiDrawer-paper': { ...paperSx, width: NAV_WIDTH } }}
      >
        <NavBody
          sections={sections}
          mini={false}
          toggleType={toggleType}
          truncate={truncate}
          onNavigate={onClose}
          header={
            <>
              <BrandLogo />
              <IconButton aria-label="Close navigation" onClick={onClose} size="small">
                <Close fontSize="small" />
              </IconButton>
            </>
          }
        />
      </SwipeableDrawer>
    );

  const mini = collapsed && !hovered;
  const width = mini ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  return (
    <Box
      component="div"
      data-testid="vertical-nav"
      data-collapsed={collapsed}
      sx={{
        width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        flexShrink: 0,
        transition: 'width 200ms ease',
        position: 'relative',
        zIndex: 3,
      }}
    >
      <Drawer
        variant="permanent"
        open
        sx={{
          '& .MuiDrawer-paper': {
            ...paperSx,
            width,
            transition: 'width 200ms ease, box-shadow 200ms ease',
            boxShadow: collapsed && hovered ? '8px 0 32px rgba(0,0,0,0.35)' : 'none',
          },
        }}
        slotProps={{
          paper: {
            onMouseEnter: () => setHovered(true),
            onMouseLeave: () => setHovered(false),
            // Keyboard users open the rail by moving focus into it.
            onFocus: () => setHovered(true),
            onBlur: (event: FocusEvent<HTMLDivElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
            },
          },
        }}
      >
        <NavBody
          sections={sections}
          mini={mini}
          toggleType={toggleType}
          truncate={truncate}
          header={
            <>
              <BrandLogo compact={mini} />
              {mini ? null : (
                <Tooltip title={collapsed ? 'Keep the menu open' : 'Collapse the menu'} placement="right">
                  <IconButton
                    aria-label={collapsed ? 'Expand navigation' : 'Collapse navigation'}
                    aria-pressed={collapsed}
                    onClick={() => {
                      setHovered(false);
                      onToggleCollapsed();
                    }}
                    size="small"
                    sx={{ border: 1, borderColor: 'divider', color: 'text.secondary' }}
                  >
                    {collapsed ? (
                      <KeyboardDoubleArrowRight fontSize="small" />
                    ) : (
                      <KeyboardDoubleArrowLeft fontSize="small" />
                    )}
                  </IconButton>
                </Tooltip>
              )}
            </>
          }
        />
      </Drawer>
    </Box>
  );
}
