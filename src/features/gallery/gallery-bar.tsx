import { useState, type ReactNode } from 'react';
import { csGallery } from '../../texts/cs-gallery';
import { DownloadPanel, useJobRecheck } from './download-panel';
import { useGallery } from './gallery-store';
import { PortfolioPanel } from './portfolio-panel';
import { SelectionPanel } from './selection-panel';

type Detail = 'download' | 'portfolio';

/**
 * The selection, the ZIP downloads and the portfolio consent as one compact bar above the grid: the selection's
 * counter and its send button stay in view, the downloads and the consent open a tap away. Stacked as three panels
 * they filled a phone's first screen, so the couple saw no photo before scrolling (and the page's largest paint was
 * a paragraph of the ZIP panel).
 */
export function GalleryBar() {
  const [open, setOpen] = useState<Record<Detail, boolean>>({ download: false, portfolio: false });
  useJobRecheck();
  const toggle = (detail: Detail) => setOpen((current) => ({ ...current, [detail]: !current[detail] }));
  return (
    <div className="gallery-bar" role="group" aria-label={csGallery.bar.label}>
      <SelectionPanel />
      <div className="gallery-bar__toggles">
        <DownloadToggle open={open.download} onToggle={() => toggle('download')} />
        <PortfolioToggle open={open.portfolio} onToggle={() => toggle('portfolio')} />
      </div>
      {open.download ? <DownloadPanel /> : null}
      {open.portfolio ? <PortfolioPanel /> : null}
    </div>
  );
}

interface ToggleProps {
  open: boolean;
  onToggle(): void;
}

function DownloadToggle({ open, onToggle }: ToggleProps) {
  const status = useGallery((s) => s.job?.status);
  return (
    <BarToggle open={open} onToggle={onToggle} controls="stazeni">
      {status ? `${csGallery.downloads.heading} (${csGallery.bar.job[status]})` : csGallery.downloads.heading}
    </BarToggle>
  );
}

function PortfolioToggle({ open, onToggle }: ToggleProps) {
  const consent = useGallery((s) => s.portfolio?.gallery);
  if (!consent) return null;
  return (
    <BarToggle open={open} onToggle={onToggle} controls="portfolio-souhlas">
      {csGallery.bar.portfolio(csGallery.portfolio.gallery[consent])}
    </BarToggle>
  );
}

/** A disclosure button: its panel (whose heading has the id `controls`) is rendered only while open. */
function BarToggle({ open, onToggle, controls, children }: ToggleProps & { controls: string; children: ReactNode }) {
  return (
    <button type="button" className="gallery-bar__toggle" aria-expanded={open} aria-controls={open ? `${controls}-panel` : undefined} onClick={onToggle}>
      <span aria-hidden="true" className="gallery-bar__chevron">
        {open ? '▾' : '▸'}
      </span>{' '}
      {children}
    </button>
  );
}
