"""The MCP page of the settings: the servers, their form, problems, the review of changed tools, and
import and export."""
